// Requests on a schedule (workers/paced_schedule.hpp; docs/metrics.md, "Paced requests"),
// with made-up clocks: constant arrivals are due at exactly start + k / rate; poisson ones at
// exponential gaps whose mean over 100 000 draws is 1 / rate within 1 %, the same from the
// same seed; a stall does not reset the schedule, and what came due meanwhile is counted.

#include <QtTest>
#include <cmath>
#include <cstdint>
#include <vector>

#include "engine/model/plan.hpp"
#include "workers/paced_schedule.hpp"

using iometry::model::Arrivals;
using iometry::model::Pacing;
using iometry::workers::PacedRequests;
using iometry::workers::Schedule;

namespace {

constexpr std::int64_t kStart = 5'000'000'000;  // a made-up steady clock: 5 s after boot
constexpr std::int64_t kSecond = 1'000'000'000;

std::vector<std::int64_t> dueTimes(Schedule& s, int n) {
    std::vector<std::int64_t> out;
    for (int i = 0; i < n; ++i) out.push_back(s.take());
    return out;
}

}  // namespace

class TestPacedSchedule : public QObject {
    Q_OBJECT

private slots:
    void constantDueTimesAreExact() {
        Schedule s({2000, Arrivals::Constant}, 7, kStart);
        for (std::int64_t k = 0; k < 10'000; ++k) {
            QCOMPARE(s.due(), kStart + k * 500'000);
            QCOMPARE(s.take(), kStart + k * 500'000);
        }
        QCOMPARE(s.taken(), std::uint64_t{10'000});
        // A rate whose gap is no whole number of ns: each due time is k / rate rounded, with
        // no error summed over the gaps.
        Schedule third({3, Arrivals::Constant}, 7, kStart);
        const auto due = dueTimes(third, 301);
        QCOMPARE(due[1], kStart + 333'333'333);
        QCOMPARE(due[2], kStart + 666'666'667);
        QCOMPARE(due[3], kStart + kSecond);
        QCOMPARE(due[300], kStart + 100 * kSecond);
    }

    void theSpinIsAShareOfTheGap() {
        // 5 % of the mean gap, between 50 µs and 500 µs: a probe at 10 Hz or a reader at
        // 100/s spins its last 500 µs (a sleeping CPU wakes late on an idle host), 400/s
        // 125 µs, 1000/s and faster 50 µs; poisson arrivals by their mean gap.
        using iometry::workers::kPacedSpinMaxNs;
        using iometry::workers::kPacedSpinNs;
        QCOMPARE(Schedule({10, Arrivals::Constant}, 7, kStart).spinNs(), kPacedSpinMaxNs);
        QCOMPARE(Schedule({100, Arrivals::Constant}, 7, kStart).spinNs(), std::int64_t{500'000});
        QCOMPARE(Schedule({400, Arrivals::Constant}, 7, kStart).spinNs(), std::int64_t{125'000});
        QCOMPARE(Schedule({400, Arrivals::Poisson}, 7, kStart).spinNs(), std::int64_t{125'000});
        QCOMPARE(Schedule({1000, Arrivals::Constant}, 7, kStart).spinNs(), kPacedSpinNs);
        QCOMPARE(Schedule({250'000, Arrivals::Constant}, 7, kStart).spinNs(), kPacedSpinNs);
    }

    void aStallDoesNotResetTheSchedule() {
        // Ten requests on time, then nothing for 0.3 s (the partner stopped answering): the
        // next request is still due where the schedule put it, and the 600 that came due
        // meanwhile are all there to issue at once.
        Schedule s({2000, Arrivals::Constant}, 7, kStart);
        dueTimes(s, 10);
        const std::int64_t resumed = kStart + 300'000'000 + 4'500'000;  // 10 + 600 due by then
        QCOMPARE(s.due(), kStart + 10 * 500'000);
        std::uint64_t late = 0;
        std::int64_t mostLate = 0;
        while (s.due() <= resumed) {
            mostLate = std::max(mostLate, resumed - s.take());
            ++late;
        }
        QCOMPARE(late, std::uint64_t{600});
        QCOMPARE(mostLate, resumed - (kStart + 10 * 500'000));  // the first held is charged the whole stall
        QCOMPARE(s.due(), kStart + 610 * 500'000);  // and the schedule goes on from there
    }

    void takeUntilCountsWhatCameDue_data() {
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("arrivals");
        QTest::newRow("2000/s constant") << 2000.0 << int(Arrivals::Constant);
        QTest::newRow("7/s constant") << 7.0 << int(Arrivals::Constant);
        QTest::newRow("1234.5/s constant") << 1234.5 << int(Arrivals::Constant);
        QTest::newRow("3000/s poisson") << 3000.0 << int(Arrivals::Poisson);
    }
    void takeUntilCountsWhatCameDue() {
        // The sampler's jump to a time says what walking request by request says.
        QFETCH(double, rate);
        QFETCH(int, arrivals);
        const Pacing pacing{rate, static_cast<Arrivals>(arrivals)};
        Schedule walked(pacing, 11, kStart), jumped(pacing, 11, kStart);
        for (std::int64_t t = kStart - 1000; t < kStart + 3 * kSecond; t += 12'345'677) {
            std::uint64_t n = 0;
            while (walked.due() <= t) {
                walked.take();
                ++n;
            }
            QCOMPARE(jumped.takeUntil(t), n);
            QCOMPARE(jumped.due(), walked.due());
        }
        QVERIFY(walked.taken() > 0);
        // A bound on requests (a counted step) stops the count there.
        Schedule bounded(pacing, 11, kStart);
        QCOMPARE(bounded.takeUntil(kStart + 10 * kSecond, 5), std::uint64_t{5});
        QCOMPARE(bounded.takeUntil(kStart + 20 * kSecond, 5), std::uint64_t{0});
    }

    void poissonGapsHaveTheirMean() {
        constexpr int kDraws = 100'000;
        constexpr double kRate = 2000;
        Schedule s({kRate, Arrivals::Poisson}, 42, kStart);
        const auto due = dueTimes(s, kDraws + 1);
        const double mean = static_cast<double>(due.back() - due.front()) / kDraws;
        const double expected = 1e9 / kRate;
        QVERIFY2(std::abs(mean - expected) <= 0.01 * expected,
                 qPrintable(QStringLiteral("mean gap %1 ns, expected %2 ± 1 %").arg(mean).arg(expected)));
        // Exponential, not even: about e^-1 of the gaps are longer than the mean, and the gaps
        // vary as much as they average (standard deviation = mean).
        int longer = 0;
        double sumSq = 0;
        for (int i = 0; i < kDraws; ++i) {
            const double gap = static_cast<double>(due[i + 1] - due[i]);
            QVERIFY(gap >= 0);
            longer += gap > expected;
            sumSq += (gap - mean) * (gap - mean);
        }
        QVERIFY2(std::abs(longer / double(kDraws) - std::exp(-1.0)) < 0.01, qPrintable(QString::number(longer)));
        const double stddev = std::sqrt(sumSq / kDraws);
        QVERIFY2(std::abs(stddev - expected) <= 0.03 * expected, qPrintable(QString::number(stddev)));
    }

    void poissonIsReproducibleFromTheSeed() {
        Schedule a({500, Arrivals::Poisson}, 1234, kStart), b({500, Arrivals::Poisson}, 1234, kStart);
        Schedule other({500, Arrivals::Poisson}, 1235, kStart);
        const auto x = dueTimes(a, 1000), y = dueTimes(b, 1000), z = dueTimes(other, 1000);
        QVERIFY(x == y);
        QVERIFY(x != z);
        QCOMPARE(x.front(), kStart);  // request 0 is due when the schedule begins
    }

    void pacedRequestsCountWhatCameDueBeforeTheEnd() {
        PacedRequests paced(Pacing{2000, Arrivals::Constant}, 3, 0);
        QVERIFY(paced.paced());
        QCOMPARE(paced.takeDue(kStart), std::uint64_t{0});  // the lane has not begun
        const auto schedule = paced.begin(kStart, kStart + kSecond);
        QVERIFY(schedule.has_value());
        QCOMPARE(schedule->due(), kStart);
        QCOMPARE(paced.takeDue(kStart + kSecond / 2), std::uint64_t{1001});  // 0 … 1000
        // Due at or after the end: never issued, never due.
        QCOMPARE(paced.takeDue(kStart + 5 * kSecond), std::uint64_t{999});
        QCOMPARE(paced.takeDue(kStart + 6 * kSecond), std::uint64_t{0});

        PacedRequests counted(Pacing{2000, Arrivals::Constant}, 3, 50);  // a latency count
        counted.begin(kStart, kStart + kSecond);
        QCOMPARE(counted.takeDue(kStart + kSecond), std::uint64_t{50});

        PacedRequests closed(std::nullopt, 3, 0);
        QVERIFY(!closed.paced());
        QVERIFY(!closed.begin(kStart, kStart + kSecond));
        QCOMPARE(closed.takeDue(kStart + kSecond), std::uint64_t{0});
    }
};

QTEST_GUILESS_MAIN(TestPacedSchedule)
#include "test_paced_schedule.moc"
