#include "gui/report/procedure_result.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <cmath>

namespace iometry::gui {
namespace {

class ProcedureReport {
    Q_DECLARE_TR_FUNCTIONS(ProcedureReport)
};

// A cell: the number, bool or string of @p value, null when absent or null.
QVariant cell(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Double:
        return value.toDouble();
    case QJsonValue::Bool:
        return value.toBool();
    case QJsonValue::String:
        return value.toString();
    default:
        return {};
    }
}

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

// Names the columns of @p t for files, in order (docs/report.md, "Tables as data").
void setKeys(ProcedureTable& t, std::initializer_list<const char*> keys) {
    std::size_t i = 0;
    for (const char* key : keys)
        if (i < t.columns.size()) t.columns[i++].key = QString::fromLatin1(key);
}

ProcedureTable udpRampTable(const QJsonObject& j) {
    ProcedureTable t;
    t.columns = {{ProcedureReport::tr("Offered (Mbit/s)"), 1},  {ProcedureReport::tr("Achieved (Mbit/s)"), 2},
                 {ProcedureReport::tr("Sent (Mbit/s)"), 2},     {ProcedureReport::tr("Loss (%)"), 3},
                 {ProcedureReport::tr("Datagrams"), 0},         {ProcedureReport::tr("Lost"), 0},
                 {ProcedureReport::tr("Jitter (µs)"), 2}};
    setKeys(t, {"offered_mbit", "achieved_mbit_per_s", "sent_mbit_per_s", "loss_pct", "datagrams", "lost", "jitter_us"});
    for (const QJsonValue& v : j.value("points").toArray()) {
        const QJsonObject p = v.toObject();
        t.rows.push_back({cell(p["offered_mbit"]), cell(p["achieved_mbit_per_s"]),
                          cell(p["sent_mbit_per_s"]), cell(p["loss_pct"]), cell(p["datagrams"]),
                          cell(p["lost"]), cell(p["jitter_us"])});
    }
    return t;
}

ProcedureTable rateSearchTable(const QJsonObject& j) {
    ProcedureTable t;
    t.columns = {{ProcedureReport::tr("Frame (bytes)"), 0}, {ProcedureReport::tr("Payload (bytes)"), 0},
                 {ProcedureReport::tr("Rate (frames/s)"), 0}, {ProcedureReport::tr("Rate (Mbit/s)"), 2},
                 {ProcedureReport::tr("Line rate (%)"), 2}, {ProcedureReport::tr("Loss (%)"), 3},
                 {ProcedureReport::tr("Verified"), 0},      {ProcedureReport::tr("Limited by"), 0},
                 {ProcedureReport::tr("Trials"), 0}};
    setKeys(t, {"frame_size", "payload", "rate_pps", "rate_mbit_per_s", "line_rate_pct", "loss_pct", "verified", "limited_by", "trials"});
    for (const QJsonValue& v : j.value("frames").toArray()) {
        const QJsonObject f = v.toObject();
        t.rows.push_back({cell(f["frame_size"]), cell(f["payload"]), cell(f["rate_pps"]),
                          cell(f["rate_mbit_per_s"]), cell(f["line_rate_pct"]),
                          cell(f["loss_pct"]), cell(f["verified"]), cell(f["limited_by"]),
                          static_cast<double>(f["trials"].toArray().size())});
    }
    return t;
}

}  // namespace

QString procedureCellText(const QString& value) {
    if (value == QLatin1String("loss")) return ProcedureReport::tr("loss");
    if (value == QLatin1String("sender")) return ProcedureReport::tr("sender");
    return value;
}

namespace {

ProcedureTable fineSweepTable(const QJsonObject& j) {
    ProcedureTable t;
    t.columns = {{ProcedureReport::tr("Size (bytes)"), 0},      {ProcedureReport::tr("Throughput (Mbit/s)"), 2},
                 {ProcedureReport::tr("Transactions/s"), 0},    {ProcedureReport::tr("Latency mean (µs)"), 2},
                 {ProcedureReport::tr("Latency p50 (µs)"), 2},  {ProcedureReport::tr("Latency p99 (µs)"), 2},
                 {ProcedureReport::tr("Drop-out (%)"), 1}};
    setKeys(t, {"size", "mbit_per_s", "transactions_per_s", "lat_mean_us", "lat_p50_us", "lat_p99_us", "drop_pct"});
    QHash<qint64, double> drops;
    for (const QJsonValue& v : j.value("dropouts").toArray())
        drops.insert(v["size"].toInteger(), v["drop_pct"].toDouble());
    for (const QJsonValue& v : j.value("points").toArray()) {
        const QJsonObject p = v.toObject();
        const qint64 size = p["size"].toInteger();
        t.rows.push_back({cell(p["size"]), cell(p["mbit_per_s"]), cell(p["transactions_per_s"]),
                          cell(p["lat_mean_us"]), cell(p["lat_p50_us"]), cell(p["lat_p99_us"]),
                          drops.contains(size) ? QVariant(drops.value(size)) : QVariant()});
    }
    return t;
}

ProcedureTable adapterDelayTable(const QJsonObject& j) {
    ProcedureTable t;
    const QJsonObject fit = j.value("fit").toObject();
    if (fit.isEmpty()) {
        // No fit (fewer than two sizes measured): the round trips as they are.
        t.columns = {{ProcedureReport::tr("L (bytes)"), 0}, {ProcedureReport::tr("RTT peer (ns)"), 0},
                     {ProcedureReport::tr("RTT loopback (ns)"), 0}};
        setKeys(t, {"size", "rtt_peer_ns", "rtt_loopback_ns"});
        for (const QJsonValue& v : j.value("points").toArray())
            t.rows.push_back({cell(v["size"]), cell(v["rtt_peer_ns"]), cell(v["rtt_loopback_ns"])});
        return t;
    }
    t.columns = {{ProcedureReport::tr("L (bytes)"), 0},         {ProcedureReport::tr("Lp (bytes)"), 0},
                 {ProcedureReport::tr("Lf (bytes)"), 0},        {ProcedureReport::tr("Tf (ns)"), 0},
                 {ProcedureReport::tr("RTT peer (ns)"), 0},     {ProcedureReport::tr("RTT loopback (ns)"), 0},
                 {ProcedureReport::tr("Delay (ns)"), 0},        {ProcedureReport::tr("Residual (ns)"), 0},
                 {ProcedureReport::tr("Model RTT (ns)"), 0}};
    setKeys(t, {"L", "Lp", "Lf", "Tf_ns", "rtt_peer_ns", "rtt_loopback_ns", "delay_ns", "residual_ns", "rtt_model_ns"});
    for (const QJsonValue& v : fit.value("sizes").toArray()) {
        const QJsonObject s = v.toObject();
        t.rows.push_back({cell(s["L"]), cell(s["Lp"]), cell(s["Lf"]), cell(s["Tf_ns"]),
                          cell(s["rtt_peer_ns"]), cell(s["rtt_loopback_ns"]), cell(s["delay_ns"]),
                          cell(s["residual_ns"]), cell(s["rtt_model_ns"])});
    }
    return t;
}

ProcedureTable latencyTable(const QJsonObject& j) {
    ProcedureTable t;
    t.columns = {{ProcedureReport::tr("Size (bytes)"), 0},   {ProcedureReport::tr("Round trips"), 0},
                 {ProcedureReport::tr("Transactions/s"), 0}, {ProcedureReport::tr("Min (µs)"), 2},
                 {ProcedureReport::tr("Mean (µs)"), 2},      {ProcedureReport::tr("Std dev (µs)"), 2},
                 {ProcedureReport::tr("p50 (µs)"), 2},       {ProcedureReport::tr("p90 (µs)"), 2},
                 {ProcedureReport::tr("p99 (µs)"), 2},       {ProcedureReport::tr("p99.9 (µs)"), 2},
                 {ProcedureReport::tr("p99.99 (µs)"), 2},    {ProcedureReport::tr("Max (µs)"), 2}};
    setKeys(t, {"size", "round_trips", "transactions_per_s", "min_us", "mean_us", "stddev_us", "p50_us", "p90_us", "p99_us", "p999_us", "p9999_us", "max_us"});
    for (const QJsonValue& v : j.value("points").toArray()) {
        const QJsonObject p = v.toObject();
        t.rows.push_back({cell(p["size"]), cell(p["round_trips"]), cell(p["transactions_per_s"]),
                          cell(p["min_us"]), cell(p["mean_us"]), cell(p["stddev_us"]),
                          cell(p["p50_us"]), cell(p["p90_us"]), cell(p["p99_us"]),
                          cell(p["p999_us"]), cell(p["p9999_us"]), cell(p["max_us"])});
    }
    return t;
}

QString rampMetricName(const QString& metric) {
    if (metric == QLatin1String("ops_per_s")) return ProcedureReport::tr("Operations/s");
    if (metric == QLatin1String("transactions_per_s")) return ProcedureReport::tr("Transactions/s");
    return ProcedureReport::tr("Throughput (Mbit/s)");
}

QString rampParamName(const QString& param) {
    if (param == QLatin1String("size")) return ProcedureReport::tr("Request size (bytes)");
    return ProcedureReport::tr("Outstanding I/Os");
}

ProcedureTable rampTable(const QJsonObject& j) {
    ProcedureTable t;
    const QString metric = j.value("metric").toString();
    t.columns = {{rampParamName(j.value("param").toString()), 0},
                 {rampMetricName(metric), 2},
                 {ProcedureReport::tr("Growth over the knee (%)"), 1},
                 {ProcedureReport::tr("Grew"), 0}};
    t.columns[0].key = j.value("param").toString();
    t.columns[1].key = metric;
    t.columns[2].key = QStringLiteral("growth_pct");
    t.columns[3].key = QStringLiteral("grew");
    for (const QJsonValue& v : j.value("points").toArray()) {
        const QJsonObject p = v.toObject();
        t.rows.push_back({cell(p["value"]), cell(p[metric]), cell(p["growth_pct"]), cell(p["grew"])});
    }
    return t;
}

QString udpRampHeadline(const QJsonObject& j) {
    if (!j["max_achieved_mbit_per_s"].isDouble()) return {};
    QString text = ProcedureReport::tr("Max %1 Mbit/s arrived, first at %2 Mbit/s offered")
                       .arg(number(j["max_achieved_mbit_per_s"].toDouble(), 1),
                            number(j["max_at_offered_mbit"].toDouble(), 1));
    if (j["lossless_up_to_mbit"].isDouble())
        text += ProcedureReport::tr("; no loss up to %1 Mbit/s offered")
                    .arg(number(j["lossless_up_to_mbit"].toDouble(), 1));
    else
        text += ProcedureReport::tr("; the first rate already lost datagrams");
    return text;
}

QString rateSearchHeadline(const QJsonObject& j) {
    return ProcedureReport::tr("Loss tolerance %1 %, resolution %2 % of %3 Mbit/s line rate")
        .arg(QLocale().toString(j["loss_tolerance_pct"].toDouble(), 'g', 6),
             QLocale().toString(j["resolution_pct"].toDouble(), 'g', 6),
             number(j["link_mbit"].toDouble(), 0));
}

QString fineSweepHeadline(const QJsonObject& j) {
    const int sizes = static_cast<int>(j["points"].toArray().size());
    const int drops = static_cast<int>(j["dropouts"].toArray().size());
    return ProcedureReport::tr("%n sizes", nullptr, sizes) + QStringLiteral(", ") +
           (drops == 0 ? ProcedureReport::tr("no drop-out deeper than %1 %")
                             .arg(number(j["dropout_pct"].toDouble(), 0))
                       : ProcedureReport::tr("%n drop-out(s) deeper than %1 %", nullptr, drops)
                             .arg(number(j["dropout_pct"].toDouble(), 0)));
}

QString adapterDelayHeadline(const QJsonObject& j) {
    const QJsonObject fit = j["fit"].toObject();
    if (fit.isEmpty())
        return ProcedureReport::tr("No fit: %1").arg(j["fit_error"].toString());
    return ProcedureReport::tr("Link %1 Mbit/s, %2 header bytes below the payload; the line's RTTs are "
                 "within %3 % of those measured")
        .arg(number(fit["link_mbps"].toDouble(), 0), number(fit["header_bytes"].toDouble(), 0),
             number(fit["max_relative_error"].toDouble() * 100, 1));
}

QString latencyHeadline(const QJsonObject& j) {
    const QJsonArray points = j["points"].toArray();
    if (points.isEmpty()) return {};
    qint64 trips = 0;
    for (const QJsonValue& v : points) trips += v["round_trips"].toInteger();
    const QString inFlight = j["outstanding"].isDouble()
                                 ? QString::number(j["outstanding"].toInt())
                                 : ProcedureReport::tr("as the plan says");
    QString text = ProcedureReport::tr("%1 round trips over %n size(s); requests in flight: %2",
                                       nullptr, static_cast<int>(points.size()))
                       .arg(QLocale().toString(trips), inFlight);
    if (j["interval_ms"].isDouble())
        text += ProcedureReport::tr("; %1 ms between requests").arg(j["interval_ms"].toInt());
    if (j["count"].isDouble())
        text += ProcedureReport::tr("; %1 per size and worker (counted)")
                    .arg(QLocale().toString(j["count"].toInteger()));
    return text;
}

QString rampHeadline(const QJsonObject& j) {
    const QJsonObject knee = j["knee"].toObject();
    if (knee.isEmpty()) return {};
    const QString metric = j["metric"].toString();
    const QString rate = number(knee[metric].toDouble(), 1);
    const QString value = QLocale().toString(knee["value"].toDouble());
    const QString at =
        metric == QLatin1String("ops_per_s")            ? ProcedureReport::tr("%1 operations/s").arg(rate)
        : metric == QLatin1String("transactions_per_s") ? ProcedureReport::tr("%1 transactions/s").arg(rate)
                                                        : ProcedureReport::tr("%1 Mbit/s").arg(rate);
    return ProcedureReport::tr("Knee at %1: %2; stopped: %3").arg(value, at, j["stopped"].toString());
}

/** What the Report page shows for each method: one entry per kind, in the menu's order. */
struct MethodView {
    const char* kind;
    const char* name;  ///< translated in the context ProcedureReport
    ProcedureTable (*table)(const QJsonObject&);
    QString (*headline)(const QJsonObject&);
    bool distribution = false;  ///< a second view: the distribution of each step's round trips
};

const MethodView kMethodViews[] = {
    {"udp_ramp", QT_TRANSLATE_NOOP("ProcedureReport", "UDP ramp: achieved rate and loss"),
     udpRampTable, udpRampHeadline},
    {"rate_search", QT_TRANSLATE_NOOP("ProcedureReport", "Zero-loss rate per frame size"),
     rateSearchTable, rateSearchHeadline},
    {"fine_sweep",
     QT_TRANSLATE_NOOP("ProcedureReport", "Fine size sweep: throughput and latency"),
     fineSweepTable, fineSweepHeadline},
    {"adapter_delay",
     QT_TRANSLATE_NOOP("ProcedureReport", "Adapter delay against frame length"),
     adapterDelayTable, adapterDelayHeadline},
    {"ramp", QT_TRANSLATE_NOOP("ProcedureReport", "Ramp: rate against the ramped value"),
     rampTable, rampHeadline},
    {"latency",
     QT_TRANSLATE_NOOP("ProcedureReport", "Latency percentiles against request size"),
     latencyTable, latencyHeadline, true},
};

const MethodView* methodView(const QString& kind) {
    for (const MethodView& v : kMethodViews)
        if (kind == QLatin1String(v.kind)) return &v;
    return nullptr;
}

}  // namespace

std::vector<ExceedanceCurve> exceedanceCurves(const ProcedureResult& result) {
    std::vector<ExceedanceCurve> curves;
    if (result.kind != QLatin1String("latency")) return curves;
    for (const QJsonValue& v : result.json["points"].toArray()) {
        ExceedanceCurve curve;
        curve.size = v["size"].toInteger();
        for (const QJsonValue& point : v["exceedance"].toArray()) {
            curve.rttUs << point[0].toDouble();
            curve.share << point[1].toDouble();
        }
        curves.push_back(std::move(curve));
    }
    return curves;
}

ProcedureTable exceedanceTable(const ProcedureResult& result) {
    ProcedureTable t;
    t.columns = {{ProcedureReport::tr("Size (bytes)"), 0},
                 {ProcedureReport::tr("RTT (µs)"), 3},
                 {ProcedureReport::tr("P(RTT ≥ x)"), 6}};
    setKeys(t, {"size", "rtt_us", "share"});
    for (const ExceedanceCurve& c : exceedanceCurves(result))
        for (qsizetype i = 0; i < c.rttUs.size(); ++i)
            t.rows.push_back({static_cast<double>(c.size), c.rttUs[i], c.share[i]});
    return t;
}

QString delayEquation(const QJsonObject& fit) {
    const double a = fit["A_ns_per_byte"].toDouble(), b = fit["B_ns"].toDouble();
    return ProcedureReport::tr("delay = %1 ns/byte · Lp %2 %3 ns")
        .arg(number(a, 3), b < 0 ? QStringLiteral("−") : QStringLiteral("+"),
             number(std::abs(b), 0));
}

std::optional<ProcedureResult> loadProcedureResult(const QString& dir, QString& error) {
    error.clear();
    const QString path = QDir(dir).filePath(QStringLiteral("procedure.json"));
    QFile file(path);
    if (!file.exists()) return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        error = ProcedureReport::tr("Cannot read %1: %2")
                    .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = ProcedureReport::tr("%1 is not valid JSON: %2 at byte %3")
                    .arg(QDir::toNativeSeparators(path), parseError.errorString())
                    .arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonObject object = doc.object();
    if (!doc.isObject() || !object.value("procedure").isString()) {
        error = ProcedureReport::tr("%1 has no \"procedure\" name: it is not a procedure's result")
                    .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    return ProcedureResult{object.value("procedure").toString(), object};
}

bool hasProcedureView(const QString& kind) {
    return methodView(kind) != nullptr;
}

bool hasDistributionView(const QString& kind) {
    const MethodView* v = methodView(kind);
    return v && v->distribution;
}

QString procedureViewName(const QString& kind) {
    const MethodView* v = methodView(kind);
    return v ? QCoreApplication::translate("ProcedureReport", v->name) : kind;
}

ProcedureTable procedureTable(const ProcedureResult& result) {
    const MethodView* v = methodView(result.kind);
    return v ? v->table(result.json) : ProcedureTable{};
}

QString procedureHeadline(const ProcedureResult& result) {
    const MethodView* v = methodView(result.kind);
    return v ? v->headline(result.json) : QString();
}

}  // namespace iometry::gui
