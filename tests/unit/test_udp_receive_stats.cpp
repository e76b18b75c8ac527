// A UDP receiver's statistics (engine/stats/udp_receive_stats.hpp): loss, reordering and
// duplicates from sequence numbers, and RFC 3550 jitter worked out by hand.

#include <QtTest>

#include "engine/stats/udp_receive_stats.hpp"

using iometry::stats::UdpReceiveStats;

class TestUdpReceiveStats : public QObject {
    Q_OBJECT

private slots:
    void inOrderAtAConstantTransitIsClean() {
        UdpReceiveStats s;
        for (std::uint64_t i = 0; i < 1000; ++i) s.onDatagram(i, 1000 * i, 1000 * i + 500);
        QCOMPARE(s.received(), std::uint64_t{1000});
        QCOMPARE(s.lost(), std::uint64_t{0});
        QCOMPARE(s.reordered(), std::uint64_t{0});
        QCOMPARE(s.duplicates(), std::uint64_t{0});
        QCOMPARE(s.jitterNs(), 0.0);
    }

    void gapsAreLost() {
        UdpReceiveStats s;
        for (std::uint64_t i = 0; i < 100; ++i)
            if (i != 10 && (i < 20 || i > 24)) s.onDatagram(i, 0, 0);
        QCOMPARE(s.lost(), std::uint64_t{6});
        QCOMPARE(s.reordered(), std::uint64_t{0});
    }

    void aLateDatagramIsReorderedNotLost() {
        UdpReceiveStats s;
        for (std::uint64_t seq : {0, 1, 3, 2, 4}) s.onDatagram(seq, 0, 0);
        QCOMPARE(s.reordered(), std::uint64_t{1});
        QCOMPARE(s.lost(), std::uint64_t{0});
        QCOMPARE(s.duplicates(), std::uint64_t{0});
    }

    void copiesAreDuplicates() {
        UdpReceiveStats s;
        for (std::uint64_t seq : {0, 1, 1, 2, 2, 2, 0}) s.onDatagram(seq, 0, 0);
        QCOMPARE(s.received(), std::uint64_t{7});
        QCOMPARE(s.duplicates(), std::uint64_t{4});
        QCOMPARE(s.unique(), std::uint64_t{3});
        QCOMPARE(s.lost(), std::uint64_t{0});
        QCOMPARE(s.reordered(), std::uint64_t{0});
    }

    void jitterFollowsRfc3550() {
        // Transits 100, 110, 100, 130 ns: |D| = 10, 10, 30. J = 10/16 = 0.625, then
        // 0.625 + (10 - 0.625)/16 = 1.2109375, then 1.2109375 + (30 - 1.2109375)/16.
        UdpReceiveStats s;
        const std::int64_t transit[] = {100, 110, 100, 130};
        for (std::uint64_t i = 0; i < 4; ++i)
            s.onDatagram(i, 1'000'000 * static_cast<std::int64_t>(i),
                         1'000'000 * static_cast<std::int64_t>(i) + transit[i]);
        QCOMPARE(s.jitterNs(), 1.2109375 + (30 - 1.2109375) / 16);
    }

    void theWindowForgetsWhatItMovesPast() {
        UdpReceiveStats s;
        s.onDatagram(0, 0, 0);
        s.onDatagram(UdpReceiveStats::kWindow, 0, 0);  // same slot as 0: not a copy of it
        QCOMPARE(s.duplicates(), std::uint64_t{0});
        s.onDatagram(UdpReceiveStats::kWindow, 0, 0);
        QCOMPARE(s.duplicates(), std::uint64_t{1});
        s.onDatagram(0, 0, 0);  // too far behind to tell: late, not a copy
        QCOMPARE(s.duplicates(), std::uint64_t{1});
        QCOMPARE(s.reordered(), std::uint64_t{1});
        s.onDatagram(UdpReceiveStats::kWindow - 1, 0, 0);  // inside the window, late
        QCOMPARE(s.reordered(), std::uint64_t{2});
        s.onDatagram(UdpReceiveStats::kWindow - 1, 0, 0);
        QCOMPARE(s.duplicates(), std::uint64_t{2});
    }
};

QTEST_GUILESS_MAIN(TestUdpReceiveStats)
#include "test_udp_receive_stats.moc"
