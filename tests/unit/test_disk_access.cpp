// Where a disk worker's I/Os go (workers/disk/disk_access.cpp) and what its verify
// stamps catch (workers/disk/verify_pattern.cpp): sequential I/Os follow each other and
// wrap at the end, random ones are aligned and uniform over the span, no I/O ever leaves
// the target (over many seeds, spans and specs), and a stamp checks out only at its own
// offset with its own bytes.

#include <QtTest>

#include <cstddef>
#include <cstring>
#include <map>
#include <set>
#include <vector>

#include "workers/disk/disk_access.hpp"
#include "workers/disk/verify_pattern.hpp"

using iometry::model::AccessLine;
using iometry::model::AccessSpec;
using iometry::workers::SplitMix64;
namespace disk = iometry::workers::disk;

namespace {

/** CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), bit by bit: the tests' own. */
std::uint32_t crc32c(const unsigned char* data, std::size_t n, std::uint32_t crc = 0xFFFFFFFFu) {
    for (std::size_t i = 0; i < n; ++i) {
        crc ^= data[i];
        for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0x82F63B78u & (0u - (crc & 1u)));
    }
    return crc;
}

AccessSpec specOf(std::vector<AccessLine> lines) {
    AccessSpec s;
    s.name = "s";
    s.lines = std::move(lines);
    return s;
}

AccessLine line(std::uint64_t size, int read, int random, std::uint64_t align = 0, int share = 100) {
    AccessLine l;
    l.size = size;
    l.read = read;
    l.random = random;
    l.align = align;
    l.share = share;
    return l;
}

}  // namespace

class TestDiskAccess : public QObject {
    Q_OBJECT

private slots:
    void sequentialFollowsAndWraps() {
        // 10 requests of 4 KiB fill a 40-KiB span; the 11th starts again at 0.
        disk::DiskAccess a(specOf({line(4096, 0, 0)}), 7, 40960);
        for (int round = 0; round < 3; ++round)
            for (std::uint64_t k = 0; k < 10; ++k) {
                const disk::DiskOp op = a.next();
                QCOMPARE(op.offset, k * 4096);
                QCOMPARE(op.size, std::uint64_t{4096});
                QVERIFY(!op.read);
                QVERIFY(!op.random);
            }
    }

    void sequentialWrapsWhenTheRestIsShort() {
        // 3-KiB requests on a 10-KiB span: 0, 3, 6 KiB; 9 KiB + 3 KiB passes the end → 0.
        disk::DiskAccess a(specOf({line(3072, 100, 0)}), 1, 10240);
        const std::vector<std::uint64_t> want = {0, 3072, 6144, 0, 3072};
        for (std::uint64_t w : want) QCOMPARE(a.next().offset, w);
    }

    void alignmentRoundsSequentialUp() {
        // 1-KiB requests aligned to 4 KiB: each starts at the next 4-KiB boundary.
        disk::DiskAccess a(specOf({line(1024, 0, 0, 4096)}), 1, 16384);
        const std::vector<std::uint64_t> want = {0, 4096, 8192, 12288, 0};
        for (std::uint64_t w : want) QCOMPARE(a.next().offset, w);
    }

    void randomIsAlignedAndUniform() {
        // 4-KiB random reads over 64 positions: every position drawn, none favoured much.
        const std::uint64_t span = 64 * 4096;
        disk::DiskAccess a(specOf({line(4096, 100, 100)}), 99, span);
        std::map<std::uint64_t, int> hits;
        const int n = 64 * 400;
        for (int i = 0; i < n; ++i) {
            const disk::DiskOp op = a.next();
            QVERIFY(op.random);
            QVERIFY(op.read);
            QCOMPARE(op.offset % 4096, std::uint64_t{0});
            QVERIFY(op.offset + op.size <= span);
            ++hits[op.offset];
        }
        QCOMPARE(hits.size(), std::size_t{64});
        for (const auto& [offset, count] : hits) QVERIFY2(count > 300 && count < 500, qPrintable(QString::number(count)));
    }

    void randomPercentAndReadPercent() {
        // 30 % random, 70 % read: the shares drawn over 20000 I/Os are within 2 points.
        disk::DiskAccess a(specOf({line(512, 70, 30)}), 5, 1 << 20);
        int random = 0, read = 0;
        const int n = 20000;
        for (int i = 0; i < n; ++i) {
            const disk::DiskOp op = a.next();
            random += op.random;
            read += op.read;
        }
        QVERIFY2(std::abs(random * 100.0 / n - 30) < 2, qPrintable(QString::number(random)));
        QVERIFY2(std::abs(read * 100.0 / n - 70) < 2, qPrintable(QString::number(read)));
    }

    void sequentialFollowsARandomOne() {
        // IOmeter: a sequential I/O starts where the previous one ended, random or not.
        disk::DiskAccess a(specOf({line(4096, 0, 50)}), 3, 1 << 24);
        disk::DiskOp prev = a.next();
        int followed = 0;
        for (int i = 0; i < 2000; ++i) {
            const disk::DiskOp op = a.next();
            if (!op.random) {
                const std::uint64_t want = prev.offset + prev.size > (1u << 24) - 4096 ? 0 : prev.offset + prev.size;
                QCOMPARE(op.offset, want);
                ++followed;
            }
            prev = op;
        }
        QVERIFY(followed > 800);
    }

    void neverOutsideTheSpan_data() {
        QTest::addColumn<std::uint64_t>("seed");
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            QTest::newRow(qPrintable(QString("seed %1").arg(seed))) << seed;
    }
    void neverOutsideTheSpan() {
        // Property: specs of random sizes, alignments and mixes over spans of random
        // length; every I/O lies within [0, span) and on its line's alignment.
        QFETCH(std::uint64_t, seed);
        SplitMix64 rng(seed);
        const std::uint64_t span = 4096 + rng.next() % (64ull << 20);
        std::vector<AccessLine> lines;
        const int count = 1 + static_cast<int>(rng.next() % 3);
        int left = 100;
        for (int i = 0; i < count; ++i) {
            const std::uint64_t size = 512 * (1 + rng.next() % std::min<std::uint64_t>(256, span / 512));
            const std::uint64_t align = rng.next() % 2 ? 0 : 512 * (1 + rng.next() % 16);
            const int share = i + 1 == count ? left : static_cast<int>(rng.next() % (left + 1));
            left -= share;
            lines.push_back(line(size, rng.percent(), rng.percent(), align, share));
        }
        const AccessSpec spec = specOf(lines);
        if (disk::DiskAccess::check(spec, span, 512)) return;  // e.g. an alignment past the span
        disk::DiskAccess a(spec, seed, span);
        std::set<std::uint64_t> sizes;
        for (const auto& l : lines) sizes.insert(l.size);
        for (int i = 0; i < 5000; ++i) {
            const disk::DiskOp op = a.next();
            QVERIFY2(op.offset + op.size <= span,
                     qPrintable(QString("I/O %1: %2 + %3 > %4").arg(i).arg(op.offset).arg(op.size).arg(span)));
            QVERIFY(sizes.count(op.size));
            bool aligned = false;
            for (const auto& l : lines)
                aligned = aligned || (l.size == op.size && op.offset % disk::DiskAccess::alignmentOf(l) == 0);
            QVERIFY2(aligned, qPrintable(QString("offset %1 of a %2-byte I/O").arg(op.offset).arg(op.size)));
        }
    }

    void sameSeedSameOffsets() {
        const AccessSpec spec = specOf({line(8192, 50, 50)});
        disk::DiskAccess a(spec, 42, 1 << 26), b(spec, 42, 1 << 26), c(spec, 43, 1 << 26);
        bool differs = false;
        for (int i = 0; i < 1000; ++i) {
            const auto x = a.next(), y = b.next(), z = c.next();
            QCOMPARE(x.offset, y.offset);
            QCOMPARE(x.read, y.read);
            differs = differs || x.offset != z.offset;
        }
        QVERIFY(differs);
    }

    void checkNamesWhatCannotRun() {
        using D = disk::DiskAccess;
        QVERIFY(!D::check(specOf({line(4096, 0, 100)}), 1 << 20, 512));
        const auto tooBig = D::check(specOf({line(1 << 21, 0, 0)}), 1 << 20, 0);
        QVERIFY(tooBig && tooBig->find("does not fit a 1048576-byte target") != std::string::npos);
        const auto unaligned = D::check(specOf({line(1000, 0, 0)}), 1 << 20, 512);
        QVERIFY(unaligned && unaligned->find("multiples of the 512-byte logical block") != std::string::npos);
        QVERIFY(!D::check(specOf({line(1000, 0, 0)}), 1 << 20, 0));  // buffered: any size
        const auto badAlign = D::check(specOf({line(4096, 0, 0, 1000)}), 1 << 20, 512);
        QVERIFY(badAlign && badAlign->find("alignment 1000") != std::string::npos);
        AccessLine reply = line(4096, 0, 0);
        reply.reply = 64;
        const auto answered = D::check(specOf({reply}), 1 << 20, 0);
        QVERIFY(answered && answered->find("reply must be 0") != std::string::npos);
        // A line with share 0 never runs: it is not judged.
        QVERIFY(!D::check(specOf({line(4096, 0, 0, 0, 100), line(1 << 22, 0, 0, 0, 0)}), 1 << 20, 512));
    }

    void unitsCarryACrc32c() {
        // docs/plan-format.md: each unit holds a CRC-32C of itself, over its header but the
        // crc field and the one after it, and over its payload.
        const std::string text = "123456789";
        const auto* p = reinterpret_cast<const unsigned char*>(text.data());
        QCOMPARE(~crc32c(p, text.size()), 0xE3069283u);  // the check value of CRC-32C
        std::vector<unsigned char> unit(disk::kVerifyUnit);
        disk::stampUnits(unit.data(), unit.size(), 4096, 3);
        disk::UnitHeader header;
        std::memcpy(&header, unit.data(), sizeof header);
        const std::uint32_t partial = crc32c(unit.data(), offsetof(disk::UnitHeader, crc));
        const std::uint32_t crc = ~crc32c(unit.data() + sizeof header, unit.size() - sizeof header, partial);
        QCOMPARE(header.crc, crc);
    }

    void stampsCheckOut() {
        std::vector<unsigned char> block(8 * disk::kVerifyUnit);
        disk::stampUnits(block.data(), block.size(), 1 << 20, 7);
        std::size_t bad = 99;
        QVERIFY(!disk::checkUnits(block.data(), block.size(), 1 << 20, &bad));
        QCOMPARE(bad, std::size_t{0});
        // Two generations of one unit differ in their bytes.
        std::vector<unsigned char> other(disk::kVerifyUnit);
        disk::stampUnits(other.data(), other.size(), 1 << 20, 8);
        QVERIFY(std::memcmp(other.data(), block.data(), disk::kVerifyUnit) != 0);
        QVERIFY(!disk::checkUnits(other.data(), other.size(), 1 << 20));
    }

    void stampsCatchWhatChanged() {
        const std::uint64_t at = 4096;
        std::vector<unsigned char> block(4 * disk::kVerifyUnit);
        disk::stampUnits(block.data(), block.size(), at, 1);
        // One flipped bit in the third unit's payload.
        auto flipped = block;
        flipped[2 * disk::kVerifyUnit + 100] ^= 0x10;
        std::size_t bad = 0;
        auto m = disk::checkUnits(flipped.data(), flipped.size(), at, &bad);
        QVERIFY(m);
        QCOMPARE(m->offset, at + 2 * disk::kVerifyUnit);
        QVERIFY(m->what.find("checksum mismatch") != std::string::npos);
        QCOMPARE(bad, std::size_t{1});
        // The right bytes read from the wrong place: the unit names where it belongs.
        m = disk::checkUnits(block.data(), block.size(), at + disk::kVerifyUnit);
        QVERIFY(m);
        QCOMPARE(m->offset, at + disk::kVerifyUnit);
        QCOMPARE(m->what, "holds the unit of offset " + std::to_string(at));
        // Units written without verify are skipped, not mismatches.
        auto mixed = block;
        disk::markUnverified(mixed.data() + disk::kVerifyUnit, disk::kVerifyUnit);
        std::size_t unchecked = 0;
        QVERIFY(!disk::checkUnits(mixed.data(), mixed.size(), at, &bad, &unchecked));
        QCOMPARE(unchecked, std::size_t{1});
        // Zeros, as a hole or a wiped block reads.
        std::vector<unsigned char> zeros(disk::kVerifyUnit, 0);
        m = disk::checkUnits(zeros.data(), zeros.size(), 0);
        QVERIFY(m);
        QCOMPARE(m->what, std::string("no Iometry stamp"));
    }
};

QTEST_GUILESS_MAIN(TestDiskAccess)
#include "test_disk_access.moc"
