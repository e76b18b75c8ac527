// The view of the rate_search method's result (docs/plan-format.md, "Procedures"): its headline
// and its figure.
#include <qcustomplot.h>

#include <QJsonArray>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

#include "gui/text_format.hpp"
#include "gui/methods/method_view.hpp"
#include "gui/report/procedure_plot.hpp"

namespace iometry::gui {
namespace {

using namespace figure;

QString rateSearchHeadline(const QJsonObject& j) {
    return ProcedureReport::tr("Loss tolerance %1 %, resolution %2 % of %3 Mbit/s line rate")
        .arg(displayLocale().toString(j["loss_tolerance_pct"].toDouble(), 'g', 6),
             displayLocale().toString(j["resolution_pct"].toDouble(), 'g', 6),
             reportNumber(j["link_mbit"].toDouble(), 0));
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
                           ? QStringLiteral("%1 %\n%2").arg(displayLocale().toString(pct, 'f', 1),
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

}  // namespace

MethodView rateSearchView() {
    return {"rate_search", QT_TRANSLATE_NOOP("ProcedureReport", "Zero-loss rate per frame size"), rateSearchHeadline, drawRateSearch};
}

}  // namespace iometry::gui
