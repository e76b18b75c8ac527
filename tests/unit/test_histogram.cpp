// LatencyHistogram: percentiles against exact order statistics, exact mean, stddev, merge,
// JSON round trip and refusal of malformed JSON; record() at speed (measured, not asserted)
// against a distribution known in closed form.

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <utility>
#include <vector>

#include "engine/stats/histogram.hpp"

using iometry::stats::LatencyHistogram;

namespace {

__extension__ typedef unsigned __int128 Uint128;

constexpr std::uint64_t kTwo40 = std::uint64_t{1} << 40;

/** Deterministic sample sets, by name. */
std::vector<std::uint64_t> makeValues(const QString& name) {
    std::mt19937_64 rng(20240611);
    std::vector<std::uint64_t> v;
    if (name == "uniform") {
        std::uniform_int_distribution<std::uint64_t> d(1, 1'000'000);
        for (int i = 0; i < 100'000; ++i) {
            v.push_back(d(rng));
        }
    } else if (name == "exponential") {
        std::exponential_distribution<double> d(1.0 / 50'000.0);
        for (int i = 0; i < 100'000; ++i) {
            v.push_back(1 + static_cast<std::uint64_t>(d(rng)));
        }
    } else if (name == "bimodal") {
        // Same-core ~14 µs, cross-core ~60 µs (docs/plan-format.md, "Workers": cpu).
        std::normal_distribution<double> near(14'000.0, 800.0);
        std::normal_distribution<double> far(60'000.0, 3'000.0);
        std::bernoulli_distribution pickFar(0.3);
        for (int i = 0; i < 100'000; ++i) {
            const double x = pickFar(rng) ? far(rng) : near(rng);
            v.push_back(static_cast<std::uint64_t>(std::max(1.0, x)));
        }
    } else if (name == "lognormal") {
        std::lognormal_distribution<double> d(std::log(100'000.0), 2.0);
        for (int i = 0; i < 50'000; ++i) {
            v.push_back(static_cast<std::uint64_t>(std::min(d(rng), 1e12)));
        }
    } else if (name == "constant") {
        v.assign(10'000, 42'000);
    } else if (name == "single") {
        v.push_back(123'456'789);
    } else if (name == "small exact") {
        std::uniform_int_distribution<std::uint64_t> d(0, 255);
        for (int i = 0; i < 20'000; ++i) {
            v.push_back(d(rng));
        }
    } else if (name == "beyond 2^40") {
        std::uniform_int_distribution<std::uint64_t> d(kTwo40, LatencyHistogram::kHighestTrackable);
        for (int i = 0; i < 20'000; ++i) {
            v.push_back(d(rng));
        }
    } else if (name == "two values") {
        v = {1'000, 9'000'000};
    }
    return v;
}

/** The test's own percentile rank: ceil(p/100·n), forgiving binary noise in p. */
std::size_t exactRank(double p, std::size_t n) {
    const double x = p / 100.0 * static_cast<double>(n);
    const double rounded = std::round(x);
    const double rank = std::abs(x - rounded) < 1e-7 ? rounded : std::ceil(x);
    return static_cast<std::size_t>(std::clamp(rank, 1.0, static_cast<double>(n)));
}

std::uint64_t exactPercentile(const std::vector<std::uint64_t>& sorted, double p) {
    if (p <= 0) {
        return sorted.front();
    }
    if (p >= 100) {
        return sorted.back();
    }
    return sorted[exactRank(p, sorted.size()) - 1];
}

double exactMean(const std::vector<std::uint64_t>& v) {
    Uint128 sum = 0;
    for (const auto x : v) {
        sum += x;
    }
    return static_cast<double>(static_cast<long double>(sum) / static_cast<long double>(v.size()));
}

double exactStddev(const std::vector<std::uint64_t>& v) {
    long double mean = 0;
    for (const auto x : v) {
        mean += static_cast<long double>(x);
    }
    mean /= static_cast<long double>(v.size());
    long double acc = 0;
    for (const auto x : v) {
        const long double d = static_cast<long double>(x) - mean;
        acc += d * d;
    }
    return static_cast<double>(std::sqrt(acc / static_cast<long double>(v.size())));
}

LatencyHistogram histogramOf(const std::vector<std::uint64_t>& v) {
    LatencyHistogram h;
    for (const auto x : v) {
        h.record(x);
    }
    return h;
}

void addDistributionRows() {
    QTest::addColumn<QString>("distribution");
    for (const char* name : {"uniform", "exponential", "bimodal", "lognormal", "constant", "single",
                             "small exact", "beyond 2^40", "two values"}) {
        QTest::newRow(name) << QString::fromLatin1(name);
    }
}

}  // namespace

class TestHistogram : public QObject {
    Q_OBJECT

private slots:
    void bucketLayout();
    void percentileRank();
    void empty();
    void percentiles_data();
    void percentiles();
    void clampsBeyondTopBucket();
    void merge_data();
    void merge();
    void resetCopyMove();
    void setSum();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void jsonBigSums();
    void fromJsonRefuses_data();
    void fromJsonRefuses();
    void fromJsonNeverThrows();
    void recordSpeed();
};

void TestHistogram::bucketLayout() {
    // Buckets tile [0, kHighestTrackable] without gaps, each at most 1/128 of its value wide.
    QCOMPARE(LatencyHistogram::lowestValue(0), std::uint64_t{0});
    for (std::size_t i = 0; i < LatencyHistogram::kBucketCount; ++i) {
        const auto lo = LatencyHistogram::lowestValue(i);
        const auto hi = LatencyHistogram::highestValue(i);
        QVERIFY(lo <= hi);
        QCOMPARE(LatencyHistogram::indexOf(lo), i);
        QCOMPARE(LatencyHistogram::indexOf(hi), i);
        const auto rep = LatencyHistogram::representativeValue(i);
        QVERIFY(lo <= rep && rep <= hi);
        if (i + 1 < LatencyHistogram::kBucketCount) {
            QCOMPARE(LatencyHistogram::lowestValue(i + 1), hi + 1);
        }
        if (i < LatencyHistogram::kExactLimit) {
            QCOMPARE(lo, hi);
        } else {
            QVERIFY((hi - lo + 1) * 128 <= lo);
            // Worst case of the representative for anything in the bucket: < 0.4 %.
            const double err =
                static_cast<double>(std::max(rep - lo, hi - rep)) / static_cast<double>(lo);
            QVERIFY2(err <= 1.0 / 256, qPrintable(QString::number(i)));
        }
    }
    QCOMPARE(LatencyHistogram::highestValue(LatencyHistogram::kBucketCount - 1),
             LatencyHistogram::kHighestTrackable);
    QVERIFY(LatencyHistogram::kHighestTrackable >= kTwo40);
    QCOMPARE(LatencyHistogram::indexOf(LatencyHistogram::kHighestTrackable + 1),
             LatencyHistogram::kBucketCount - 1);
    QCOMPARE(LatencyHistogram::indexOf(UINT64_MAX), LatencyHistogram::kBucketCount - 1);
}

void TestHistogram::percentileRank() {
    QCOMPARE(LatencyHistogram::percentileRank(99.9, 1000), std::uint64_t{999});
    QCOMPARE(LatencyHistogram::percentileRank(99.9, 1001), std::uint64_t{1000});
    QCOMPARE(LatencyHistogram::percentileRank(50, 4), std::uint64_t{2});
    QCOMPARE(LatencyHistogram::percentileRank(50, 3), std::uint64_t{2});
    QCOMPARE(LatencyHistogram::percentileRank(90, 10), std::uint64_t{9});
    QCOMPARE(LatencyHistogram::percentileRank(0.1, 1000), std::uint64_t{1});
    QCOMPARE(LatencyHistogram::percentileRank(0.0001, 1000), std::uint64_t{1});
    QCOMPARE(LatencyHistogram::percentileRank(0, 1000), std::uint64_t{1});
    QCOMPARE(LatencyHistogram::percentileRank(100, 1000), std::uint64_t{1000});
    QCOMPARE(LatencyHistogram::percentileRank(250, 1000), std::uint64_t{1000});
    QCOMPARE(LatencyHistogram::percentileRank(-5, 1000), std::uint64_t{1});
    QCOMPARE(LatencyHistogram::percentileRank(std::nan(""), 1000), std::uint64_t{1});
    QCOMPARE(LatencyHistogram::percentileRank(50, 0), std::uint64_t{0});
}

void TestHistogram::empty() {
    const LatencyHistogram h;
    QCOMPARE(h.count(), std::uint64_t{0});
    QCOMPARE(h.min(), std::uint64_t{0});
    QCOMPARE(h.max(), std::uint64_t{0});
    QCOMPARE(h.mean(), 0.0);
    QCOMPARE(h.stddev(), 0.0);
    QCOMPARE(h.percentile(0), std::uint64_t{0});
    QCOMPARE(h.percentile(50), std::uint64_t{0});
    QCOMPARE(h.percentile(100), std::uint64_t{0});
    const auto j = h.toJson();
    QCOMPARE(j.at("n").get<std::uint64_t>(), std::uint64_t{0});
    QVERIFY(j.at("b").empty());
    std::string error;
    const auto back = LatencyHistogram::fromJson(j, &error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == h);
}

void TestHistogram::percentiles_data() {
    addDistributionRows();
}

void TestHistogram::percentiles() {
    QFETCH(QString, distribution);
    auto values = makeValues(distribution);
    QVERIFY(!values.empty());
    const LatencyHistogram h = histogramOf(values);
    std::sort(values.begin(), values.end());

    QCOMPARE(h.count(), std::uint64_t(values.size()));
    QCOMPARE(h.min(), values.front());
    QCOMPARE(h.max(), values.back());

    for (const double p : {0.0, 50.0, 90.0, 99.0, 99.9, 100.0}) {
        const std::uint64_t exact = exactPercentile(values, p);
        const std::uint64_t got = h.percentile(p);
        const double rel = exact == 0
                               ? (got == 0 ? 0.0 : 1.0)
                               : std::abs(static_cast<double>(got) - static_cast<double>(exact)) /
                                     static_cast<double>(exact);
        QVERIFY2(rel <= 0.01,
                 qPrintable(QStringLiteral("p%1: got %2, exact %3").arg(p).arg(got).arg(exact)));
        if (exact < LatencyHistogram::kExactLimit) {
            QCOMPARE(got, exact);
        }
        QVERIFY(got >= h.min() && got <= h.max());
    }
    QCOMPARE(h.percentile(0), values.front());
    QCOMPARE(h.percentile(100), values.back());

    // The mean is sum / count, exactly.
    QCOMPARE(h.mean(), exactMean(values));
    const double sd = exactStddev(values);
    if (sd == 0) {
        QCOMPARE(h.stddev(), 0.0);
    } else {
        QVERIFY2(
            std::abs(h.stddev() - sd) <= 1e-9 * sd,
            qPrintable(
                QStringLiteral("stddev %1 vs %2").arg(h.stddev(), 0, 'g', 17).arg(sd, 0, 'g', 17)));
    }
}

void TestHistogram::clampsBeyondTopBucket() {
    LatencyHistogram h;
    const std::vector<std::uint64_t> values = {5'000, LatencyHistogram::kHighestTrackable + 1,
                                               std::uint64_t{1} << 50, UINT64_MAX};
    for (const auto v : values) {
        h.record(v);
    }
    QCOMPARE(h.count(), std::uint64_t{4});
    QCOMPARE(h.min(), std::uint64_t{5'000});
    QCOMPARE(h.max(), UINT64_MAX);
    QCOMPARE(h.countAt(LatencyHistogram::kBucketCount - 1), std::uint64_t{3});
    QCOMPARE(h.percentile(100), UINT64_MAX);
    QVERIFY(std::abs(static_cast<double>(h.percentile(25)) - 5'000.0) <= 50.0);
    const auto p50 = h.percentile(50);
    QVERIFY(p50 >= h.min() && p50 <= h.max());
    QCOMPARE(h.mean(), exactMean(values));
    QVERIFY(h.stddev() > 0);

    // Huge values force the string form of sum and sumsq; the round trip stays exact.
    const auto j = h.toJson();
    QVERIFY(j.at("sum").is_string());
    QVERIFY(j.at("sumsq").is_string());
    std::string error;
    const auto back = LatencyHistogram::fromJson(nlohmann::json::parse(j.dump()), &error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == h);
}

void TestHistogram::merge_data() {
    addDistributionRows();
}

void TestHistogram::merge() {
    QFETCH(QString, distribution);
    const auto values = makeValues(distribution);
    const LatencyHistogram all = histogramOf(values);

    LatencyHistogram parts[3];
    for (std::size_t i = 0; i < values.size(); ++i) {
        parts[i % 3].record(values[i]);
    }
    LatencyHistogram merged;
    for (const auto& part : parts) {
        merged.merge(part);
    }
    merged.merge(LatencyHistogram{});  // merging nothing changes nothing
    QVERIFY(merged == all);
    QCOMPARE(merged.count(), all.count());
    QCOMPARE(merged.min(), all.min());
    QCOMPARE(merged.max(), all.max());
    QCOMPARE(merged.mean(), all.mean());
    QCOMPARE(merged.stddev(), all.stddev());
    for (const double p : {0.0, 50.0, 90.0, 99.0, 99.9, 100.0}) {
        QCOMPARE(merged.percentile(p), all.percentile(p));
    }
}

void TestHistogram::resetCopyMove() {
    LatencyHistogram h = histogramOf(makeValues("bimodal"));
    const LatencyHistogram copy = h;
    QVERIFY(copy == h);

    LatencyHistogram moved = std::move(h);
    QVERIFY(moved == copy);
    h.reset();  // a moved-from histogram is usable again after reset()
    QCOMPARE(h.count(), std::uint64_t{0});
    h.record(77);
    QCOMPARE(h.count(), std::uint64_t{1});
    QCOMPARE(h.percentile(50), std::uint64_t{77});

    LatencyHistogram assigned;
    assigned = copy;
    QVERIFY(assigned == copy);
    assigned.reset();
    QVERIFY(assigned == LatencyHistogram{});
    QCOMPARE(assigned.percentile(99), std::uint64_t{0});
    assigned.record(1'000'000);
    QCOMPARE(assigned.min(), std::uint64_t{1'000'000});
    QCOMPARE(assigned.max(), std::uint64_t{1'000'000});
}

void TestHistogram::setSum() {
    // IOmeter's bins: 10 values counted at 1.5 ms, 10 at 3 ms, whose exact sum is known apart.
    LatencyHistogram h;
    QVERIFY(!h.setSum(1000));  // empty: nothing to add up
    QCOMPARE(h.mean(), 0.0);
    h.record(1'500'000, 10);
    h.record(3'000'000, 10);
    QCOMPARE(h.mean(), 2'250'000.0);
    // Within count · min … count · max: taken, the mean is exact, the counts as recorded, and
    // the deviation the representatives' squares about that mean: sqrt(5.625 - 2.1²) ms.
    QVERIFY(h.setSum(20 * 2'100'000));
    QCOMPARE(h.mean(), 2'100'000.0);
    QCOMPARE(h.count(), std::uint64_t{20});
    QCOMPARE(h.percentile(99), std::uint64_t{3'000'000});
    QVERIFY(std::abs(h.stddev() - std::sqrt(5.625 - 2.1 * 2.1) * 1e6) < 1);
    // The bounds themselves are possible sums; beyond them no 20 values could add up.
    QVERIFY(h.setSum(20 * 1'500'000));
    QVERIFY(h.setSum(20 * 3'000'000));
    QVERIFY(!h.setSum(20 * 1'500'000 - 1));
    QVERIFY(!h.setSum(20 * 3'000'000 + 1));
    QCOMPARE(h.mean(), 3'000'000.0);  // left as the last sum taken
    // A merge adds the sums as set.
    LatencyHistogram other;
    other.record(1'000'000);
    h.merge(other);
    QCOMPARE(h.mean(), (20 * 3'000'000.0 + 1'000'000) / 21);
}

void TestHistogram::jsonRoundTrip_data() {
    addDistributionRows();
}

void TestHistogram::jsonRoundTrip() {
    QFETCH(QString, distribution);
    const LatencyHistogram h = histogramOf(makeValues(distribution));
    const auto j = h.toJson();

    // Sparse: only non-empty buckets, in increasing index order.
    std::size_t nonEmpty = 0;
    for (std::size_t i = 0; i < LatencyHistogram::kBucketCount; ++i) {
        nonEmpty += h.countAt(i) != 0;
    }
    QCOMPARE(j.at("b").size(), nonEmpty);
    for (const char* key : {"n", "min", "max", "sum", "sumsq", "b"}) {
        QVERIFY2(j.contains(key), key);
    }

    std::string error;
    const auto back = LatencyHistogram::fromJson(nlohmann::json::parse(j.dump()), &error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(error.empty());
    QVERIFY(*back == h);
    QCOMPARE(back->mean(), h.mean());
    QCOMPARE(back->stddev(), h.stddev());
    QCOMPARE(back->percentile(99.9), h.percentile(99.9));
}

void TestHistogram::jsonBigSums() {
    // 100 values of 2 s: sum fits 64 bits, sumsq (4e20) does not.
    LatencyHistogram h;
    for (int i = 0; i < 100; ++i) {
        h.record(2'000'000'000 + i);
    }
    const auto j = h.toJson();
    QVERIFY(j.at("sum").is_number_unsigned());
    QVERIFY(j.at("sumsq").is_string());
    std::string error;
    const auto back = LatencyHistogram::fromJson(j, &error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == h);
    QVERIFY(std::abs(back->stddev() - exactStddev([] {
                         std::vector<std::uint64_t> v;
                         for (int i = 0; i < 100; ++i) {
                             v.push_back(2'000'000'000 + i);
                         }
                         return v;
                     }())) < 1e-6);
}

void TestHistogram::fromJsonRefuses_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("fragment");

    // A valid base: three values 1000, 1000, 2000 -> buckets of 1000 and 2000.
    const auto i1000 = QString::number(LatencyHistogram::indexOf(1000));
    const auto i2000 = QString::number(LatencyHistogram::indexOf(2000));
    const QString buckets = QStringLiteral("[[%1,2],[%2,1]]").arg(i1000, i2000);
    auto obj = [&](const QString& n, const QString& min, const QString& max, const QString& sum,
                   const QString& sumsq, const QString& b) {
        return QStringLiteral(R"({"n":%1,"min":%2,"max":%3,"sum":%4,"sumsq":%5,"b":%6})")
            .arg(n, min, max, sum, sumsq, b);
    };
    const QString sumsq = QStringLiteral("6000000");

    QTest::newRow("array") << "[1,2,3]"
                           << "expected a JSON object";
    QTest::newRow("string") << "\"histogram\""
                            << "expected a JSON object";
    QTest::newRow("null") << "null"
                          << "expected a JSON object";
    QTest::newRow("number") << "42"
                            << "expected a JSON object";
    QTest::newRow("missing n") << R"({"min":1,"max":1,"sum":1,"sumsq":1,"b":[[1,1]]})"
                               << "missing \"n\"";
    QTest::newRow("missing b") << R"({"n":0,"min":0,"max":0,"sum":0,"sumsq":0})"
                               << "missing \"b\"";
    QTest::newRow("negative n") << obj("-3", "1000", "2000", "4000", sumsq, buckets)
                                << "\"n\" must be a non-negative integer";
    QTest::newRow("negative bucket count")
        << obj("3", "1000", "2000", "4000", sumsq, QStringLiteral("[[%1,-2]]").arg(i1000))
        << "b[0] must be [index, count]";
    QTest::newRow("index out of range")
        << obj("3", "1000", "2000", "4000", sumsq, QStringLiteral("[[%1,2],[999999,1]]").arg(i1000))
        << "out of range";
    QTest::newRow("index just past the end")
        << obj("1", "1000", "1000", "1000", "1000000",
               QStringLiteral("[[%1,1]]").arg(LatencyHistogram::kBucketCount))
        << "out of range";
    QTest::newRow("counts do not add up")
        << obj("4", "1000", "2000", "4000", sumsq, buckets) << "add up to 3";
    QTest::newRow("counts exceed n")
        << obj("2", "1000", "2000", "4000", sumsq, buckets) << "add up to 3";
    QTest::newRow("n as string") << obj("\"3\"", "1000", "2000", "4000", sumsq, buckets)
                                 << "\"n\" must be a non-negative integer";
    QTest::newRow("min as float") << obj("3", "1000.5", "2000", "4000", sumsq, buckets)
                                  << "\"min\" must be a non-negative integer";
    QTest::newRow("max as bool") << obj("3", "1000", "true", "4000", sumsq, buckets)
                                 << "\"max\" must be a non-negative integer";
    QTest::newRow("b as object") << obj("3", "1000", "2000", "4000", sumsq, "{}")
                                 << "\"b\" must be an array";
    QTest::newRow("bucket not a pair")
        << obj("3", "1000", "2000", "4000", sumsq, QStringLiteral("[[%1]]").arg(i1000))
        << "b[0] must be [index, count]";
    QTest::newRow("bucket index float")
        << obj("3", "1000", "2000", "4000", sumsq, QStringLiteral("[[1.5,3]]")) << "b[0]";
    QTest::newRow("sum not digits") << obj("3", "1000", "2000", "\"12a\"", sumsq, buckets)
                                    << "\"sum\" must be a non-negative integer";
    QTest::newRow("sumsq too long")
        << obj("3", "1000", "2000", "4000", "\"" + QString(45, QLatin1Char('9')) + "\"", buckets)
        << "\"sumsq\"";
    QTest::newRow("sumsq negative") << obj("3", "1000", "2000", "4000", "-1", buckets)
                                    << "\"sumsq\" must be a non-negative integer";
    QTest::newRow("min > max") << obj("3", "2000", "1000", "4000", sumsq, buckets)
                               << "greater than max";
    QTest::newRow("min outside lowest bucket")
        << obj("3", "900", "2000", "4000", sumsq, buckets) << "min 900 does not fall";
    QTest::newRow("max outside highest bucket")
        << obj("3", "1000", "5000", "4000", sumsq, buckets) << "max 5000 does not fall";
    QTest::newRow("sum impossible")
        << obj("3", "1000", "2000", "99999", sumsq, buckets) << "sum is outside";
    QTest::newRow("sumsq impossible")
        << obj("3", "1000", "2000", "4000", "5", buckets) << "sumsq is outside";
    QTest::newRow("duplicate index")
        << obj("3", "1000", "1000", "3000", "3000000", QStringLiteral("[[%1,2],[%1,1]]").arg(i1000))
        << "strictly increasing";
    QTest::newRow("zero count") << obj("3", "1000", "2000", "4000", sumsq,
                                       QStringLiteral("[[%1,2],[%2,0],[%3,1]]")
                                           .arg(i1000,
                                                QString::number(LatencyHistogram::indexOf(1500)),
                                                i2000))
                                << "count must be positive";
    QTest::newRow("empty with values") << obj("0", "5", "5", "0", "0", "[]") << "empty histogram";
    QTest::newRow("count overflow")
        << obj("3", "1000", "2000", "4000", sumsq,
               QStringLiteral("[[%1,18446744073709551615],[%2,18446744073709551615]]")
                   .arg(i1000, i2000))
        << "overflow";
}

void TestHistogram::fromJsonRefuses() {
    QFETCH(QString, text);
    QFETCH(QString, fragment);
    const auto j = nlohmann::json::parse(text.toStdString());
    std::string error;
    const auto h = LatencyHistogram::fromJson(j, &error);
    QVERIFY(!h.has_value());
    QVERIFY(!error.empty());
    QVERIFY2(error.find(fragment.toStdString()) != std::string::npos, error.c_str());
    // A null error pointer is allowed.
    QVERIFY(!LatencyHistogram::fromJson(j, nullptr).has_value());
}

void TestHistogram::fromJsonNeverThrows() {
    // Random damage to a valid document: every outcome is a clean accept or refuse.
    const LatencyHistogram h = histogramOf(makeValues("bimodal"));
    const nlohmann::json valid = h.toJson();
    const std::vector<nlohmann::json> junk = {nullptr,
                                              -1,
                                              0,
                                              1,
                                              1.5,
                                              "x",
                                              "123",
                                              true,
                                              nlohmann::json::array(),
                                              nlohmann::json::object(),
                                              nlohmann::json::array({1}),
                                              nlohmann::json::array({-1, 1}),
                                              nlohmann::json::array({1, 2, 3}),
                                              UINT64_MAX,
                                              std::numeric_limits<double>::infinity()};
    const char* keys[] = {"n", "min", "max", "sum", "sumsq", "b"};
    std::mt19937 rng(7);
    int accepted = 0;
    for (int round = 0; round < 3000; ++round) {
        nlohmann::json j = valid;
        const int damage = 1 + static_cast<int>(rng() % 3);
        for (int d = 0; d < damage; ++d) {
            const auto& value = junk[rng() % junk.size()];
            const char* key = keys[rng() % 6];
            if (std::string(key) == "b" && rng() % 2 && j["b"].is_array() && !j["b"].empty()) {
                auto& b = j["b"];
                auto& entry = b[rng() % b.size()];
                if (rng() % 2 || !entry.is_array()) {
                    entry = value;
                } else {
                    entry[rng() % 2] = value;
                }
            } else if (rng() % 10 == 0) {
                j.erase(key);
            } else {
                j[key] = value;
            }
        }
        std::string error;
        std::optional<LatencyHistogram> back;
        try {
            back = LatencyHistogram::fromJson(j, &error);
        } catch (...) {
            QFAIL("fromJson threw");
        }
        if (back) {
            ++accepted;
        } else {
            QVERIFY(!error.empty());
        }
    }
    QVERIFY(accepted < 3000);
}

void TestHistogram::recordSpeed() {
    // Values whose distribution is known in closed form: 1 µs, 2 µs, … 100 ms, each once,
    // recorded scrambled (i ↦ 7919·i mod n visits every i once: 7919 is a prime, n = 2^5·5^5).
    // QBENCHMARK may run its body more than once; each run adds every value once more, which
    // changes the count but no order statistic, nor the mean or the spread. The speed is
    // reported, never asserted.
    constexpr std::uint64_t n = 100'000, step = 1'000;
    std::vector<std::uint64_t> values(n);
    for (std::uint64_t i = 0; i < n; ++i) {
        values[i] = ((7919 * i) % n + 1) * step;
    }
    LatencyHistogram h;
    h.reserve();
    std::uint64_t runs = 0;
    QBENCHMARK {
        for (const auto v : values) {
            h.record(v);
        }
        ++runs;
    }
    QCOMPARE(h.count(), runs * n);
    QCOMPARE(h.min(), step);
    QCOMPARE(h.max(), n * step);
    QCOMPARE(h.mean(), static_cast<double>((n + 1) * step) / 2);
    // The standard deviation of 1 … n, each once: sqrt((n² − 1) / 12).
    const double sd = std::sqrt((static_cast<double>(n) * n - 1) / 12) * step;
    QVERIFY2(std::abs(h.stddev() - sd) <= 1e-9 * sd, qPrintable(QString::number(h.stddev())));
    // The value of rank r is r steps; a percentile is reported within 1 % of it.
    for (const double p : {0.1, 1.0, 50.0, 90.0, 99.0, 99.9}) {
        const double exact = static_cast<double>(exactRank(p, n) * step);
        const double got = static_cast<double>(h.percentile(p));
        QVERIFY2(std::abs(got - exact) <= 0.01 * exact,
                 qPrintable(QStringLiteral("p%1: got %2, exact %3").arg(p).arg(got).arg(exact)));
    }
    QCOMPARE(h.percentile(0), step);
    QCOMPARE(h.percentile(100), n * step);
}

QTEST_APPLESS_MAIN(TestHistogram)
#include "test_histogram.moc"
