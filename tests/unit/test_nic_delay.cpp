// Adapter delay by the round-trip method (engine/analysis/nic_delay.hpp, docs/metrics.md
// "Adapter delay") on numbers worked out by hand, and the CSV reader's refusals.

#include <QtTest>
#include <cmath>

#include "engine/analysis/nic_delay.hpp"

using iometry::analysis::fitAdapterDelay;
using iometry::analysis::readRttCsv;
using iometry::analysis::RttPoint;

namespace {

bool near(double a, double e, double tolerance = 1e-6) { return std::abs(a - e) <= tolerance; }

#define COMPARE_NEAR(a, e)                                                                     \
    QVERIFY2(near((a), (e)), qPrintable(QStringLiteral("%1 is %2, expected %3")               \
                                            .arg(QLatin1String(#a)).arg(double(a), 0, 'g', 12)      \
                                            .arg(double(e), 0, 'g', 12)))

}  // namespace

class TestNicDelay : public QObject {
    Q_OBJECT

private slots:
    void exactLineIsRecovered() {
        // 1000 Mbit/s: 1 ns a bit. L = 72 -> Lp = 100, Lf = 138, Tf = 16 * 138 = 2208 ns.
        // delay = 2 ns/byte * Lp + 1000 ns, so RTT_peer = RTT_lo + Tf + 2 * delay.
        const std::vector<RttPoint> points = {{72, 10000 + 2208 + 2 * 1200, 10000},
                                              {172, 10000 + 3808 + 2 * 1400, 10000}};
        std::string error;
        const auto fit = fitAdapterDelay(points, 1000, 28, error);
        QVERIFY2(fit, error.c_str());
        COMPARE_NEAR(fit->rows[0].lp, 100);
        COMPARE_NEAR(fit->rows[0].lf, 138);
        COMPARE_NEAR(fit->rows[0].tfNs, 2208);
        COMPARE_NEAR(fit->rows[0].delayNs, 1200);
        COMPARE_NEAR(fit->rows[1].tfNs, 3808);
        COMPARE_NEAR(fit->rows[1].delayNs, 1400);
        COMPARE_NEAR(fit->aNsPerByte, 2);
        COMPARE_NEAR(fit->bNs, 1000);
        COMPARE_NEAR(fit->maxRelativeError, 0);
    }

    void leastSquaresOnThreePoints() {
        // delays 1200, 1400, 1810 at Lp 100, 200, 400 (by hand): mean Lp 233.33, mean
        // delay 1470, Sxy = 95000, Sxx = 46666.67, so A = 57/28, B = 995; residuals
        // 10/7, -15/7, 5/7; the worst RTT is off by 2 * 15/7 ns of 16608.
        const std::vector<RttPoint> points = {{72, 10000 + 2208 + 2 * 1200, 10000},
                                              {172, 10000 + 3808 + 2 * 1400, 10000},
                                              {372, 10000 + 7008 + 2 * 1810, 10000}};
        std::string error;
        const auto fit = fitAdapterDelay(points, 1000, 28, error);
        QVERIFY2(fit, error.c_str());
        COMPARE_NEAR(fit->aNsPerByte, 57.0 / 28.0);
        COMPARE_NEAR(fit->bNs, 995);
        COMPARE_NEAR(fit->rows[0].residualNs, 10.0 / 7.0);
        COMPARE_NEAR(fit->rows[1].residualNs, -15.0 / 7.0);
        COMPARE_NEAR(fit->rows[2].residualNs, 5.0 / 7.0);
        COMPARE_NEAR(fit->maxRelativeError, (30.0 / 7.0) / 16608.0);
        const auto j = fit->toJson();
        COMPARE_NEAR(j["A_ns_per_byte"].get<double>(), 57.0 / 28.0);
        COMPARE_NEAR(j["B_ns"].get<double>(), 995);
        QCOMPARE(j["sizes"].size(), std::size_t{3});
    }

    void bitTimeFollowsTheLink() {
        // 100 Mbit/s: 10 ns a bit, Tf = 16 * 138 * 10 = 22080 ns for L = 72.
        std::string error;
        const auto fit = fitAdapterDelay({{72, 50000, 10000}, {172, 60000, 10000}}, 100, 28, error);
        QVERIFY2(fit, error.c_str());
        COMPARE_NEAR(fit->rows[0].tfNs, 22080);
        COMPARE_NEAR(fit->rows[0].delayNs, (50000 - 10000 - 22080) / 2.0);
    }

    void refusesWhatCannotBeFitted() {
        std::string error;
        QVERIFY(!fitAdapterDelay({{72, 20000, 10000}}, 1000, 28, error));
        QVERIFY2(error.find("two different sizes") != std::string::npos, error.c_str());
        QVERIFY(!fitAdapterDelay({{72, 20000, 10000}, {72, 21000, 10000}}, 1000, 28, error));
        QVERIFY(!fitAdapterDelay({{72, 20000, 10000}, {172, 21000, 10000}}, 0, 28, error));
        QVERIFY2(error.find("link speed") != std::string::npos, error.c_str());
        QVERIFY(!fitAdapterDelay({{72, -1, 10000}, {172, 21000, 10000}}, 1000, 28, error));
    }

    void readsCsvInAnyColumnOrder() {
        std::string error;
        const auto points = readRttCsv(
            "rtt_loopback_ns,size,rtt_peer_ns,comment\r\n10000,72,14608,a\n\n10000,172,16608,b\n",
            error);
        QVERIFY2(points, error.c_str());
        QCOMPARE(points->size(), std::size_t{2});
        COMPARE_NEAR((*points)[1].size, 172);
        COMPARE_NEAR((*points)[1].rttPeerNs, 16608);
        COMPARE_NEAR((*points)[1].rttLoopbackNs, 10000);
    }

    void csvErrorsNameTheLineAndField() {
        std::string error;
        QVERIFY(!readRttCsv("size,rtt_peer_ns\n72,100\n", error));
        QVERIFY2(error.find("line 1") != std::string::npos &&
                     error.find("rtt_loopback_ns") != std::string::npos,
                 error.c_str());
        QVERIFY(!readRttCsv("size,rtt_peer_ns,rtt_loopback_ns\n72,100,1e400\n", error));
        QVERIFY2(error.find("line 2") != std::string::npos, error.c_str());
        QVERIFY(!readRttCsv("size,rtt_peer_ns,rtt_loopback_ns\n72,abc,100\n", error));
        QVERIFY2(error.find("rtt_peer_ns") != std::string::npos && error.find("\"abc\"") != std::string::npos,
                 error.c_str());
        QVERIFY(!readRttCsv("", error));
        QVERIFY2(error.find("header") != std::string::npos, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestNicDelay)
#include "test_nic_delay.moc"
