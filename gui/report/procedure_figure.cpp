#include "gui/report/procedure_figure.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "gui/report/figure_style.hpp"

namespace iometry::gui {
namespace {

using namespace figure;

class ProcedureFigure {
    Q_DECLARE_TR_FUNCTIONS(ProcedureFigure)
};

QCPGraph* addGraph(QCustomPlot* plot, QCPAxis* y, const QString& name, const QPen& pen,
                   const QCPScatterStyle& scatter) {
    QCPGraph* graph = new FigureGraph(plot->xAxis, y);
    graph->setName(name);
    graph->setPen(pen);
    graph->setScatterStyle(scatter);
    return graph;
}

QCPScatterStyle dots(const QColor& color, QCPScatterStyle::ScatterShape shape, double size,
                     bool filled = true) {
    return QCPScatterStyle(shape, QPen(color, 1.5), filled ? QBrush(color) : QBrush(Qt::white),
                           size);
}

// A value axis spanning lo … hi (either may be negative) in kDivisions-ish round steps.
void setSpanAxis(QCPAxis* axis, double lo, double hi) {
    lo = std::min(lo, 0.0);
    hi = std::max(hi, 0.0);
    if (lo >= 0) {
        setValueAxis(axis, niceStep(hi));
        return;
    }
    const double step = niceStep(hi - lo);
    setValueAxis(axis, step);
    axis->setRange(std::floor(lo / step) * step, std::ceil(hi / step) * step);
    if (axis->range().size() <= 0) axis->setRange(-step, step);
}

double num(const QJsonValue& value) {
    return value.isDouble() ? value.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

// Frames/s as the reviews write them: 812 pps, 81.3 kpps, 1.49 Mpps.
QString ppsText(double pps) {
    const QLocale locale;
    if (pps >= 1e6) return ProcedureFigure::tr("%1 Mpps").arg(locale.toString(pps / 1e6, 'f', 2));
    if (pps >= 1e3) return ProcedureFigure::tr("%1 kpps").arg(locale.toString(pps / 1e3, 'f', 1));
    return ProcedureFigure::tr("%1 pps").arg(locale.toString(pps, 'f', 0));
}

void drawUdpRamp(QCustomPlot* plot, const QJsonObject& j) {
    QVector<double> offered, achieved, sent, loss;
    double top = 0, maxLoss = 0;
    for (const QJsonValue& v : j["points"].toArray()) {
        offered << num(v["offered_mbit"]);
        achieved << num(v["achieved_mbit_per_s"]);
        sent << num(v["sent_mbit_per_s"]);
        loss << num(v["loss_pct"]);
        for (double x : {offered.back(), achieved.back(), sent.back()})
            if (std::isfinite(x)) top = std::max(top, x);
        if (std::isfinite(loss.back())) maxLoss = std::max(maxLoss, loss.back());
    }
    const QColor arrived = seriesColor(0), tried = seriesColor(2), lost = seriesColor(1);
    if (!offered.isEmpty()) {
        // What a path that loses nothing would deliver: arrived = offered.
        QCPGraph* ideal = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Offered"),
                                   QPen(neutralColor(), 1, Qt::DotLine), QCPScatterStyle());
        ideal->setData({0, offered.back()}, {0, offered.back()}, true);
    }
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Sent"), QPen(tried, 1.5, Qt::DashLine),
             dots(tried, QCPScatterStyle::ssTriangle, 5))
        ->setData(offered, sent, true);
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Arrived"), QPen(arrived, 2),
             dots(arrived, QCPScatterStyle::ssCircle, 6))
        ->setData(offered, achieved, true);
    addGraph(plot, plot->yAxis2, ProcedureFigure::tr("Loss (%)"), QPen(lost, 1.5, Qt::DashDotLine),
             dots(lost, QCPScatterStyle::ssSquare, 5, false))
        ->setData(offered, loss, true);

    plot->xAxis->setLabel(ProcedureFigure::tr("Offered rate (Mbit/s of payload)"));
    setValueAxis(plot->xAxis, niceStep(offered.isEmpty() ? 1 : offered.back()));
    plot->yAxis->setLabel(ProcedureFigure::tr("Rate (Mbit/s of payload)"));
    setValueAxis(plot->yAxis, niceStep(top));
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setTickLabels(true);
    plot->yAxis2->grid()->setVisible(false);
    plot->yAxis2->setLabel(ProcedureFigure::tr("Loss (%)"));
    setValueAxis(plot->yAxis2, maxLoss > 0 ? niceStep(maxLoss) : 0.2);
}

void drawRateSearch(QCustomPlot* plot, const QJsonObject& j, const Fonts& f) {
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setName(ProcedureFigure::tr("Zero-loss rate (% of line rate)"));
    const QColor color = seriesColor(0);
    bars->setPen(QPen(color.darker(130), 1));
    bars->setBrush(color);
    bars->setWidth(0.6);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> keys, values;
    const QJsonArray frames = j["frames"].toArray();
    for (int i = 0; i < frames.size(); ++i) {
        const QJsonObject frame = frames[i].toObject();
        const double key = i + 1;
        ticker->addTick(key, QString::number(frame["frame_size"].toInteger()));
        const double pct = num(frame["line_rate_pct"]);
        keys << key;
        values << (std::isfinite(pct) ? pct : 0);
        auto* label = new QCPItemText(plot);
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(key, std::isfinite(pct) ? pct : 0);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 3));
        label->setFont(f.base);
        QString text = std::isfinite(pct)
                           ? QStringLiteral("%1 %\n%2").arg(QLocale().toString(pct, 'f', 1),
                                                            ppsText(num(frame["rate_pps"])))
                           : ProcedureFigure::tr("none\npassed");
        // A rate the tester could not offer is the tester's limit, not the path's.
        if (frame["limited_by"].toString() == QLatin1String("sender"))
            text += QLatin1Char('\n') + ProcedureFigure::tr("(sender-limited)");
        label->setText(text);
        label->setClipToAxisRect(false);
    }
    bars->setData(keys, values, true);
    ticker->setSubTickCount(0);
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(0.4, std::max<double>(1, frames.size()) + 0.6);
    plot->xAxis->grid()->setVisible(false);
    plot->xAxis->setLabel(ProcedureFigure::tr("Frame size (bytes, FCS included)"));
    plot->yAxis->setLabel(ProcedureFigure::tr("Zero-loss rate (% of line rate)"));
    setValueAxis(plot->yAxis, 20);
    // Room above a 100 % bar for its two-line label.
    plot->yAxis->setRange(0, 120);
}

void drawFineSweep(QCustomPlot* plot, const QJsonObject& j) {
    QVector<double> sizes, mbit, latency, dropSizes, dropMbit;
    double minSize = std::numeric_limits<double>::max(), maxSize = 1, maxMbit = 0, maxLat = 0;
    for (const QJsonValue& v : j["points"].toArray()) {
        const double size = num(v["size"]);
        if (!(size > 0)) continue;
        sizes << size;
        mbit << num(v["mbit_per_s"]);
        latency << num(v["lat_mean_us"]);
        minSize = std::min(minSize, size);
        maxSize = std::max(maxSize, size);
        if (std::isfinite(mbit.back())) maxMbit = std::max(maxMbit, mbit.back());
        if (std::isfinite(latency.back())) maxLat = std::max(maxLat, latency.back());
    }
    for (const QJsonValue& v : j["dropouts"].toArray()) {
        dropSizes << num(v["size"]);
        dropMbit << num(v["mbit_per_s"]);
    }
    const QColor rate = seriesColor(0), lat = seriesColor(1);
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Throughput"), QPen(rate, 2),
             dots(rate, QCPScatterStyle::ssCircle, 4))
        ->setData(sizes, mbit, true);
    addGraph(plot, plot->yAxis2, ProcedureFigure::tr("Mean latency"), QPen(lat, 1.5, Qt::DashLine),
             dots(lat, QCPScatterStyle::ssSquare, 4, false))
        ->setData(sizes, latency, true);
    if (!dropSizes.isEmpty()) {
        QCPGraph* drops = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Drop-out"), Qt::NoPen,
                                   QCPScatterStyle(QCPScatterStyle::ssCircle,
                                                   QPen(QColor(200, 0, 0), 2), Qt::NoBrush, 14));
        drops->setLineStyle(QCPGraph::lsNone);
        drops->setData(dropSizes, dropMbit, true);
    }
    if (sizes.isEmpty()) minSize = 1;
    setLog2SizeAxis(plot->xAxis, minSize, maxSize);
    plot->xAxis->setLabel(ProcedureFigure::tr("Request size (bytes)"));
    plot->yAxis->setLabel(ProcedureFigure::tr("Throughput (Mbit/s)"));
    setValueAxis(plot->yAxis, niceStep(maxMbit));
    plot->yAxis2->setVisible(true);
    plot->yAxis2->setTickLabels(true);
    plot->yAxis2->grid()->setVisible(false);
    plot->yAxis2->setLabel(ProcedureFigure::tr("Mean latency (µs)"));
    setValueAxis(plot->yAxis2, niceStep(maxLat));
}

void drawAdapterDelay(QCustomPlot* plot, const QJsonObject& j, const Fonts& f) {
    const QJsonObject fit = j["fit"].toObject();
    QVector<double> lp, delay;
    double maxLp = 1, lo = 0, hi = 0;
    for (const QJsonValue& v : fit["sizes"].toArray()) {
        lp << num(v["Lp"]);
        delay << num(v["delay_ns"]);
        maxLp = std::max(maxLp, lp.back());
        lo = std::min(lo, delay.back());
        hi = std::max(hi, delay.back());
    }
    const QColor measured = seriesColor(0);
    QCPGraph* points = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Measured delay"), Qt::NoPen,
                                dots(measured, QCPScatterStyle::ssCircle, 8));
    points->setLineStyle(QCPGraph::lsNone);
    points->setData(lp, delay, true);
    if (!fit.isEmpty()) {
        const double a = fit["A_ns_per_byte"].toDouble(), b = fit["B_ns"].toDouble();
        const QString equation = delayEquation(fit);
        QCPGraph* line = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Fit: %1").arg(equation),
                                  QPen(neutralColor(), 1.5), QCPScatterStyle());
        line->setData({0, maxLp}, {b, a * maxLp + b}, true);
        lo = std::min({lo, b, a * maxLp + b});
        hi = std::max({hi, b, a * maxLp + b});
        auto* text = new QCPItemText(plot);
        text->position->setType(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(0.03, 0.05);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        text->setTextAlignment(Qt::AlignLeft);
        text->setFont(f.label);
        text->setText(ProcedureFigure::tr("%1\nlargest model error %2 % of the RTT")
                          .arg(equation, QLocale().toString(
                                             fit["max_relative_error"].toDouble() * 100, 'f', 1)));
    } else {
        addCentreNote(plot, ProcedureFigure::tr("No fit: %1").arg(j["fit_error"].toString()), f);
    }
    plot->xAxis->setLabel(ProcedureFigure::tr("Lp: payload + headers (bytes)"));
    setValueAxis(plot->xAxis, niceStep(maxLp));
    plot->yAxis->setLabel(ProcedureFigure::tr("Adapter delay (ns)"));
    setSpanAxis(plot->yAxis, lo, hi);
}

void drawRamp(QCustomPlot* plot, const QJsonObject& j) {
    const QString metric = j["metric"].toString();
    QVector<double> values, rates;
    double minValue = std::numeric_limits<double>::max(), maxValue = 1, top = 0;
    for (const QJsonValue& v : j["points"].toArray()) {
        values << num(v["value"]);
        rates << num(v[metric]);
        minValue = std::min(minValue, values.back());
        maxValue = std::max(maxValue, values.back());
        if (std::isfinite(rates.back())) top = std::max(top, rates.back());
    }
    const QColor color = seriesColor(0);
    addGraph(plot, plot->yAxis, ProcedureFigure::tr("Rate"), QPen(color, 2),
             dots(color, QCPScatterStyle::ssCircle, 6))
        ->setData(values, rates, true);
    const QJsonObject knee = j["knee"].toObject();
    if (!knee.isEmpty()) {
        QCPGraph* mark = addGraph(plot, plot->yAxis, ProcedureFigure::tr("Knee"), Qt::NoPen,
                                  QCPScatterStyle(QCPScatterStyle::ssCircle,
                                                  QPen(QColor(200, 0, 0), 2), Qt::NoBrush, 16));
        mark->setLineStyle(QCPGraph::lsNone);
        mark->setData({num(knee["value"])}, {num(knee[metric])}, true);
    }
    // The axis spans every value the ramp could have tried, so the reader sees where it
    // stopped; ramped values are positive, usually in doublings: a log2 axis.
    for (const QJsonValue& v : j["values"].toArray()) {
        minValue = std::min(minValue, num(v));
        maxValue = std::max(maxValue, num(v));
    }
    if (!(minValue > 0)) minValue = 1;
    const bool size = j["param"].toString() == QLatin1String("size");
    setLog2SizeAxis(plot->xAxis, minValue, maxValue);
    plot->xAxis->setLabel(size ? ProcedureFigure::tr("Request size (bytes)") : ProcedureFigure::tr("Outstanding I/Os"));
    plot->yAxis->setLabel(metric == QLatin1String("transactions_per_s") ? ProcedureFigure::tr("Transactions/s")
                          : metric == QLatin1String("ops_per_s")        ? ProcedureFigure::tr("Operations/s")
                                                                        : ProcedureFigure::tr("Throughput (Mbit/s)"));
    setValueAxis(plot->yAxis, niceStep(top));
}

// A log10 value axis from @p lo to @p hi, widened to whole decades.
void setLogAxis(QCPAxis* axis, double lo, double hi) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerLog>::create();
    ticker->setLogBase(10);
    ticker->setSubTickCount(8);
    axis->setTicker(ticker);
    axis->setNumberFormat(QStringLiteral("gb"));
    axis->setNumberPrecision(6);
    if (!(lo > 0)) lo = 1;
    if (!(hi > lo)) hi = lo * 10;
    axis->setRange(std::pow(10.0, std::floor(std::log10(lo))), std::pow(10.0, std::ceil(std::log10(hi))));
}

void drawLatency(QCustomPlot* plot, const QJsonObject& j) {
    struct Curve {
        const char* key;
        QString name;
        Qt::PenStyle style;
        QCPScatterStyle::ScatterShape shape;
    };
    const Curve curves[] = {
        {"min_us", ProcedureFigure::tr("min"), Qt::DotLine, QCPScatterStyle::ssTriangleInverted},
        {"p50_us", ProcedureFigure::tr("p50"), Qt::SolidLine, QCPScatterStyle::ssCircle},
        {"mean_us", ProcedureFigure::tr("mean"), Qt::DashLine, QCPScatterStyle::ssDiamond},
        {"p99_us", ProcedureFigure::tr("p99"), Qt::SolidLine, QCPScatterStyle::ssSquare},
        {"p999_us", ProcedureFigure::tr("p99.9"), Qt::DashDotLine, QCPScatterStyle::ssTriangle},
        {"p9999_us", ProcedureFigure::tr("p99.99"), Qt::DashDotDotLine, QCPScatterStyle::ssCross},
    };
    const QJsonArray points = j["points"].toArray();
    double minSize = std::numeric_limits<double>::max(), maxSize = 1;
    double lo = std::numeric_limits<double>::max(), hi = 0;
    for (std::size_t c = 0; c < std::size(curves); ++c) {
        QVector<double> sizes, values;
        for (const QJsonValue& v : points) {
            const double size = num(v["size"]), value = num(v[curves[c].key]);
            if (!(size > 0) || !(value > 0)) continue;  // nothing timed: no point on a log axis
            sizes << size;
            values << value;
            minSize = std::min(minSize, size);
            maxSize = std::max(maxSize, size);
            lo = std::min(lo, value);
            hi = std::max(hi, value);
        }
        const QColor color = seriesColor(c);
        addGraph(plot, plot->yAxis, curves[c].name, QPen(color, 2, curves[c].style),
                 dots(color, curves[c].shape, 7))
            ->setData(sizes, values, true);
    }
    if (minSize > maxSize) minSize = 1;
    setLog2SizeAxis(plot->xAxis, minSize, maxSize);
    plot->xAxis->setLabel(ProcedureFigure::tr("Request size (bytes)"));
    setLogAxis(plot->yAxis, lo, hi);
    plot->yAxis->setLabel(ProcedureFigure::tr("Round-trip time (µs)"));
}

}  // namespace

void drawLatencyDistribution(QCustomPlot* plot, const ProcedureResult& result, const QString& title) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    beginFigure(plot, title, f, procedureHeadline(result));
    std::vector<ExceedanceCurve> curves = exceedanceCurves(result);
    // More than eight sizes would not read: eight spread evenly, the first and last kept.
    if (curves.size() > 8) {
        std::vector<ExceedanceCurve> kept;
        for (int i = 0; i < 8; ++i)
            kept.push_back(curves[static_cast<std::size_t>(i) * (curves.size() - 1) / 7]);
        curves = std::move(kept);
    }
    double lo = std::numeric_limits<double>::max(), hi = 0, smallest = 1;
    for (std::size_t i = 0; i < curves.size(); ++i) {
        const ExceedanceCurve& c = curves[i];
        if (c.rttUs.isEmpty()) continue;
        const QColor color = seriesColor(i);
        QCPGraph* graph = addGraph(plot, plot->yAxis, ProcedureFigure::tr("%1 B").arg(c.size),
                                   QPen(color, 2), QCPScatterStyle());
        graph->setLineStyle(QCPGraph::lsStepLeft);
        graph->setData(c.rttUs, c.share, true);
        lo = std::min(lo, c.rttUs.front());
        hi = std::max(hi, c.rttUs.back());
        smallest = std::min(smallest, c.share.back());
    }
    setLogAxis(plot->xAxis, lo, hi);
    plot->xAxis->setLabel(ProcedureFigure::tr("Round-trip time x (µs)"));
    plot->xAxis->grid()->setSubGridVisible(true);
    setLogAxis(plot->yAxis, smallest, 1);
    plot->yAxis->setLabel(ProcedureFigure::tr("Share of round trips ≥ x"));
    finishFigure(plot, f, {plot->xAxis, plot->yAxis, plot->yAxis2}, 8);
    if (plot->graphCount() == 0)
        addCentreNote(plot, ProcedureFigure::tr("No round trip was timed"), f);
}

void drawProcedureFigure(QCustomPlot* plot, const ProcedureResult& result, const QString& title) {
    if (!plot) return;
    const Fonts f = fonts(plot);
    beginFigure(plot, title, f, procedureHeadline(result));
    const QString& kind = result.kind;
    if (kind == QLatin1String("udp_ramp"))
        drawUdpRamp(plot, result.json);
    else if (kind == QLatin1String("rate_search"))
        drawRateSearch(plot, result.json, f);
    else if (kind == QLatin1String("fine_sweep"))
        drawFineSweep(plot, result.json);
    else if (kind == QLatin1String("adapter_delay"))
        drawAdapterDelay(plot, result.json, f);
    else if (kind == QLatin1String("ramp"))
        drawRamp(plot, result.json);
    else if (kind == QLatin1String("latency"))
        drawLatency(plot, result.json);
    else
        addCentreNote(plot, ProcedureFigure::tr("No figure for the procedure \"%1\"").arg(kind), f);
    finishFigure(plot, f, {plot->xAxis, plot->yAxis, plot->yAxis2}, 4);
    if (hasProcedureView(kind) && procedureTable(result).rows.empty())
        addCentreNote(plot, ProcedureFigure::tr("No point was measured"), f);
}

}  // namespace iometry::gui
