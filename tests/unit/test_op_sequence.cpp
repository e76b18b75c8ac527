// OpSequence (docs/plan-format.md, "TCP semantics"): both ends of a TCP pair walk the same seeded sequence, the
// partner with every direction mirrored; lines follow their shares, reads their read %,
// bursts keep their line and pause only after their last request.

#include <QtTest>
#include <cmath>
#include <cstdint>
#include <vector>

#include "engine/model/plan.hpp"
#include "workers/op_sequence.hpp"

using iometry::model::AccessLine;
using iometry::model::AccessSpec;
using iometry::workers::Op;
using iometry::workers::OpSequence;

Q_DECLARE_METATYPE(iometry::model::AccessSpec)

namespace {

AccessLine line(std::uint64_t size, int share, int read, std::uint64_t reply = 0, int burst = 1,
                int delayMs = 0) {
    AccessLine l;
    l.size = size;
    l.share = share;
    l.read = read;
    l.reply = reply;
    l.burst = burst;
    l.delayMs = delayMs;
    return l;
}

AccessSpec spec(std::vector<AccessLine> lines) {
    AccessSpec s;
    s.name = "test";
    s.lines = std::move(lines);
    return s;
}

/** A spec that exercises everything: shares, mixed directions, replies, bursts, delays. */
AccessSpec mixedSpec() {
    return spec({line(512, 50, 30, 64, 3, 2), line(8192, 30, 100, 0, 1, 0),
                 line(65536, 20, 0, 1024, 5, 9)});
}

std::vector<Op> take(OpSequence& seq, int n) {
    std::vector<Op> ops;
    ops.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) ops.push_back(seq.next());
    return ops;
}

bool sameOp(const Op& a, const Op& b) {
    return a.index == b.index && a.read == b.read && a.size == b.size && a.reply == b.reply &&
           a.delayAfterMs == b.delayAfterMs;
}

}  // namespace

class TestOpSequence : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameSequence() {
        OpSequence a(mixedSpec(), 12345, false);
        OpSequence b(mixedSpec(), 12345, false);
        const auto x = take(a, 10'000);
        const auto y = take(b, 10'000);
        for (std::size_t i = 0; i < x.size(); ++i) {
            QCOMPARE(x[i].index, std::uint64_t{i});
            QVERIFY2(sameOp(x[i], y[i]), qPrintable(QStringLiteral("op %1 differs").arg(i)));
        }
    }

    void differentSeedsDiffer() {
        OpSequence a(mixedSpec(), 1, false);
        OpSequence b(mixedSpec(), 2, false);
        const auto x = take(a, 1000);
        const auto y = take(b, 1000);
        int differing = 0;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (!sameOp(x[i], y[i])) ++differing;
        // Not just one stray op: the two streams are unrelated.
        QVERIFY2(differing > 300, qPrintable(QString::number(differing)));

        // Also for a single-line spec, where only the read draw can differ.
        OpSequence c(spec({line(4096, 100, 50)}), 1, false);
        OpSequence d(spec({line(4096, 100, 50)}), 2, false);
        int readsDiffer = 0;
        for (int i = 0; i < 1000; ++i)
            if (c.next().read != d.next().read) ++readsDiffer;
        QVERIFY2(readsDiffer > 300, qPrintable(QString::number(readsDiffer)));
    }

    void mirroredReversesEveryDirection() {
        OpSequence holder(mixedSpec(), 777, false);
        OpSequence partner(mixedSpec(), 777, true);
        int reads = 0;
        for (int i = 0; i < 20'000; ++i) {
            const Op h = holder.next();
            const Op p = partner.next();
            QCOMPARE(p.index, h.index);
            QCOMPARE(p.read, !h.read);
            QCOMPARE(p.size, h.size);
            QCOMPARE(p.reply, h.reply);
            QCOMPARE(p.delayAfterMs, h.delayAfterMs);
            reads += h.read ? 1 : 0;
        }
        // Both directions actually occurred, so the comparison meant something.
        QVERIFY(reads > 1000);
        QVERIFY(reads < 19'000);
    }

    void linesFollowShares_data() {
        QTest::addColumn<int>("shareA");
        QTest::addColumn<int>("burst");
        QTest::newRow("70/30") << 70 << 1;
        QTest::newRow("50/50") << 50 << 1;
        QTest::newRow("10/90") << 10 << 1;
        QTest::newRow("70/30 in bursts of 4") << 70 << 4;  // shares count bursts
    }

    void linesFollowShares() {
        QFETCH(int, shareA);
        QFETCH(int, burst);
        OpSequence seq(spec({line(1000, shareA, 0, 0, burst), line(2000, 100 - shareA, 0, 0, burst)}),
                       42, false);
        const int draws = 100'000;
        int a = 0;
        int b = 0;
        for (int i = 0; i < draws * burst; ++i) {
            const Op op = seq.next();
            if (op.size == 1000) ++a;
            else if (op.size == 2000) ++b;
            else QFAIL("an op of a size no line has");
        }
        QCOMPARE(a + b, draws * burst);
        const double fraction = static_cast<double>(a) / (a + b);
        const double expected = shareA / 100.0;
        QVERIFY2(std::abs(fraction - expected) < 0.02,
                 qPrintable(QStringLiteral("line A got %1, expected %2").arg(fraction).arg(expected)));
    }

    void shareZeroLineIsNeverPicked() {
        OpSequence seq(spec({line(1000, 0, 0), line(2000, 100, 0), line(3000, 0, 0)}), 5, false);
        for (int i = 0; i < 10'000; ++i) QCOMPARE(seq.next().size, std::uint64_t{2000});
    }

    void readPercentage_data() {
        QTest::addColumn<int>("read");
        QTest::addColumn<bool>("mirrored");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("read 50") << 50 << false << 0.5 << 0.02;
        QTest::newRow("read 50 mirrored") << 50 << true << 0.5 << 0.02;
        QTest::newRow("read 20") << 20 << false << 0.2 << 0.02;
        QTest::newRow("read 20 mirrored") << 20 << true << 0.8 << 0.02;
        QTest::newRow("read 0 exact") << 0 << false << 0.0 << 0.0;
        QTest::newRow("read 100 exact") << 100 << false << 1.0 << 0.0;
        QTest::newRow("read 0 mirrored exact") << 0 << true << 1.0 << 0.0;
        QTest::newRow("read 100 mirrored exact") << 100 << true << 0.0 << 0.0;
    }

    void readPercentage() {
        QFETCH(int, read);
        QFETCH(bool, mirrored);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        OpSequence seq(spec({line(4096, 100, read)}), 99, mirrored);
        const int n = 100'000;
        int reads = 0;
        for (int i = 0; i < n; ++i) reads += seq.next().read ? 1 : 0;
        const double fraction = static_cast<double>(reads) / n;
        QVERIFY2(std::abs(fraction - expected) <= tolerance,
                 qPrintable(QStringLiteral("%1 reads of %2").arg(reads).arg(n)));
    }

    void burstsKeepTheirLine() {
        // Line A: bursts of 4, 7 ms pause; line B: bursts of 3, 5 ms pause; C: single, none.
        OpSequence seq(spec({line(100, 40, 0, 0, 4, 7), line(200, 40, 0, 0, 3, 5),
                             line(300, 20, 0, 0, 1, 0)}),
                       2024, false);
        const auto burstOf = [](std::uint64_t size) { return size == 100 ? 4 : size == 200 ? 3 : 1; };
        const auto delayOf = [](std::uint64_t size) { return size == 100 ? 7 : size == 200 ? 5 : 0; };
        int bursts[3] = {0, 0, 0};
        int position = 0;  // requests done so far in the current burst
        std::uint64_t size = 0;
        for (int i = 0; i < 30'000; ++i) {
            const Op op = seq.next();
            if (position == 0) {
                size = op.size;
                QVERIFY(size == 100 || size == 200 || size == 300);
                ++bursts[size / 100 - 1];
            } else {
                QCOMPARE(op.size, size);  // same line for the whole burst
            }
            ++position;
            const bool last = position == burstOf(size);
            QCOMPARE(op.delayAfterMs, last ? delayOf(size) : 0);
            if (last) position = 0;
        }
        for (int b : bursts) QVERIFY(b > 1000);
    }

    void burstIsAtLeastOne() {
        // burst 0 behaves as 1: every request is its own burst and pauses after itself.
        OpSequence seq(spec({line(100, 100, 0, 0, 0, 3)}), 1, false);
        for (int i = 0; i < 100; ++i) QCOMPARE(seq.next().delayAfterMs, 3);
    }

    void capabilities_data() {
        QTest::addColumn<AccessSpec>("spec");
        QTest::addColumn<bool>("mirrored");
        QTest::addColumn<bool>("hasReads");
        QTest::addColumn<bool>("hasWrites");
        QTest::addColumn<bool>("hasReplies");
        QTest::addColumn<quint64>("largest");

        const AccessSpec send = spec({line(65536, 100, 0)});
        QTest::newRow("send only") << send << false << false << true << false << quint64{65536};
        QTest::newRow("send only, mirrored") << send << true << true << false << false << quint64{65536};
        const AccessSpec receive = spec({line(1024, 100, 100)});
        QTest::newRow("receive only") << receive << false << true << false << false << quint64{1024};
        QTest::newRow("receive only, mirrored") << receive << true << false << true << false << quint64{1024};
        const AccessSpec duplex = spec({line(4096, 100, 50)});
        QTest::newRow("duplex") << duplex << false << true << true << false << quint64{4096};
        QTest::newRow("duplex, mirrored") << duplex << true << true << true << false << quint64{4096};
        // Request/response: 64-byte request, 8 KiB reply; the buffer must hold the reply.
        const AccessSpec rr = spec({line(64, 100, 0, 8192)});
        QTest::newRow("request/response") << rr << false << false << true << true << quint64{8192};
        QTest::newRow("request/response, mirrored") << rr << true << true << false << true << quint64{8192};
        // A line nobody picks (share 0) does not make reads or replies happen.
        const AccessSpec unused = spec({line(512, 100, 0), line(2048, 0, 100, 4096)});
        QTest::newRow("share 0 line ignored") << unused << false << false << true << false << quint64{4096};
        QTest::newRow("share 0 line ignored, mirrored") << unused << true << true << false << false << quint64{4096};
        QTest::newRow("mixed") << mixedSpec() << false << true << true << true << quint64{65536};
        QTest::newRow("mixed, mirrored") << mixedSpec() << true << true << true << true << quint64{65536};
    }

    void capabilities() {
        QFETCH(AccessSpec, spec);
        QFETCH(bool, mirrored);
        QFETCH(bool, hasReads);
        QFETCH(bool, hasWrites);
        QFETCH(bool, hasReplies);
        QFETCH(quint64, largest);
        const OpSequence seq(spec, 3, mirrored);
        QCOMPARE(seq.hasReads(), hasReads);
        QCOMPARE(seq.hasWrites(), hasWrites);
        QCOMPARE(seq.hasReplies(), hasReplies);
        QCOMPARE(seq.largestTransfer(), std::uint64_t{largest});

        // What the sequence actually produces agrees with what it claims.
        OpSequence walk(spec, 3, mirrored);
        bool sawRead = false;
        bool sawWrite = false;
        bool sawReply = false;
        for (int i = 0; i < 5000; ++i) {
            const Op op = walk.next();
            (op.read ? sawRead : sawWrite) = true;
            sawReply = sawReply || op.reply > 0;
            QVERIFY(op.size <= largest && op.reply <= largest);
        }
        QCOMPARE(sawRead, hasReads);
        QCOMPARE(sawWrite, hasWrites);
        QCOMPARE(sawReply, hasReplies);
    }
};

QTEST_APPLESS_MAIN(TestOpSequence)
#include "test_op_sequence.moc"
