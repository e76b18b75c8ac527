#include "gui/export/chart_export.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QBuffer>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QFontMetricsF>
#include <cmath>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <map>
#include <string>
#include <vector>

#include "engine/results/csv.hpp"
#include "gui/export/table_export.hpp"

namespace iometry::gui {

namespace {

class ChartExport {
    Q_DECLARE_TR_FUNCTIONS(ChartExport)
};

QString cannotWrite(const QString& file) {
    return ChartExport::tr("Could not write %1. Check that the folder exists and is writable.")
        .arg(QDir::toNativeSeparators(file));
}

bool saveSvg(QCustomPlot* plot, const QString& file, int width, int height, QString& error) {
    const QByteArray svg = chartSvg(plot, width, height);
    QFile out(file);
    if (svg.isEmpty() || !out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(svg) != svg.size()) {
        error = cannotWrite(file);
        return false;
    }
    return true;
}

/**
 * One line of text that Qt split into runs where its script or font changes ("Intel
 * X540-T2, " in Latin, then "загрузка ЦП"), each placed at Qt's own x: joined back into one
 * <text>, so that a viewer lays the line out with its own font widths. A viewer that rounds
 * glyph widths to whole pixels (a browser) otherwise draws the first run wider than Qt
 * measured and runs it into the next ("5.19,загрузка"). A run continues the one before it
 * when it follows it directly, on the same baseline in the same size and colour, and starts
 * where the one before ends by Qt's measure: labels side by side (ticks) have room between.
 */
QByteArray joinTextRuns(const QByteArray& svg) {
    // 1 the start tag up to x, 2 x, 3 the rest of it, 4 the words; 5–8 the same of the next.
    static const QRegularExpression runs(QStringLiteral(
        R"((<text\b[^>]*?\bx=")([-0-9.e]+)("[^>]*>)([^<]*)</text>\s*(<text\b[^>]*?\bx=")([-0-9.e]+)("[^>]*>)([^<]*)</text>)"));
    static const QRegularExpression family(QStringLiteral(R"re(font-family="([^"]*)")re"));
    static const QRegularExpression size(QStringLiteral(R"re(font-size="([0-9.]+)")re"));
    const auto withoutFamily = [](QString tag) { return tag.remove(family); };
    const auto words = [](QString escaped) {
        return escaped.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
            .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
            .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
            .replace(QStringLiteral("&apos;"), QStringLiteral("'"))
            .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    };
    QString text = QString::fromUtf8(svg);
    for (bool joined = true; joined;) {
        joined = false;
        QString out;
        qsizetype from = 0;
        for (auto it = runs.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (withoutFamily(m.captured(1)) != withoutFamily(m.captured(5)) ||
                withoutFamily(m.captured(3)) != withoutFamily(m.captured(7)))
                continue;
            QFont font(family.match(m.captured(3)).captured(1));
            font.setPixelSize(qRound(size.match(m.captured(3)).captured(1).toDouble()));
            const double end = m.captured(2).toDouble() + QFontMetricsF(font).horizontalAdvance(words(m.captured(4)));
            if (std::abs(end - m.captured(6).toDouble()) > 1.5) continue;  // another label
            out += QStringView(text).mid(from, m.capturedStart() - from);
            out += m.captured(1) + m.captured(2) + m.captured(3) + m.captured(4) + m.captured(8) + QStringLiteral("</text>");
            from = m.capturedEnd();
            joined = true;
        }
        out += QStringView(text).mid(from);
        text = std::move(out);
    }
    return text.toUtf8();
}

}  // namespace

QByteArray chartSvg(QCustomPlot* plot, int width, int height) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(QSize(width, height));
    generator.setViewBox(QRect(0, 0, width, height));
    // At QSvgGenerator's default 72 dpi, point-sized text comes out a quarter smaller than
    // on screen and in the PNG, and crowds the legend icons.
    generator.setResolution(plot->logicalDpiX());
    generator.setTitle(plot->windowTitle());
    generator.setDescription(QStringLiteral("Iometry chart"));
    QCPPainter painter;
    if (!painter.begin(&generator)) return {};
    plot->toPainter(&painter, width, height);
    painter.end();
    return joinTextRuns(buffer.data());
}

bool saveChart(QCustomPlot* plot, const QString& file, QString& error) {
    if (!plot) {
        error = ChartExport::tr("There is no chart to save.");
        return false;
    }
    const QString suffix = QFileInfo(file).suffix().toLower();
    const int width = std::max(1, plot->width());
    const int height = std::max(1, plot->height());
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = plot->savePng(file, width, height, 2.0);
    } else if (suffix == QLatin1String("pdf")) {
        ok = plot->savePdf(file, width, height, QCP::epAllowCosmetic, QStringLiteral("Iometry"),
                           plot->windowTitle());
    } else if (suffix == QLatin1String("svg")) {
        return saveSvg(plot, file, width, height, error);
    } else {
        error = ChartExport::tr(
                    "Cannot save a chart as \"%1\": choose a file name ending in "
                    ".png, .pdf or .svg.")
                    .arg(QFileInfo(file).fileName());
        return false;
    }
    if (!ok)
        error = cannotWrite(file);
    return ok;
}

QString chartFileFilter() {
    return ChartExport::tr("PNG image (*.png)") + QStringLiteral(";;") +
           ChartExport::tr("PDF document (*.pdf)") + QStringLiteral(";;") +
           ChartExport::tr("SVG drawing (*.svg)");
}

QString chartSuffixForFilter(const QString& selectedFilter) {
    for (const char* suffix : {"png", "pdf", "svg"})
        if (selectedFilter.contains(QStringLiteral("*.") + QLatin1String(suffix)))
            return QLatin1String(suffix);
    return {};
}

QString chartCsv(QCustomPlot* plot) {
    auto number = [](double v) { return QString::number(v, 'g', 12).toStdString(); };
    // Error bars belong to the graph or bars they are drawn on.
    std::map<const QCPAbstractPlottable*, const QCPErrorBars*> barsOf;
    for (int i = 0; i < plot->plottableCount(); ++i)
        if (const auto* bars = qobject_cast<const QCPErrorBars*>(plot->plottable(i)))
            if (bars->dataPlottable()) barsOf[bars->dataPlottable()] = bars;
    std::string text = results::csvLine({"series", "axis", "x", "y", "low", "high"});
    for (int i = 0; i < plot->plottableCount(); ++i) {
        const QCPAbstractPlottable* p = plot->plottable(i);
        const QCPPlottableInterface1D* dataSource = const_cast<QCPAbstractPlottable*>(p)->interface1D();
        if (!dataSource || qobject_cast<const QCPErrorBars*>(p)) continue;
        const std::string axis = p->valueAxis() && p->valueAxis()->axisType() == QCPAxis::atRight
                                     ? "right"
                                     : "left";
        const auto bars = barsOf.find(p);
        for (int k = 0; k < dataSource->dataCount(); ++k) {
            const double y = dataSource->dataMainValue(k);
            std::string low, high;
            if (bars != barsOf.end() && k < bars->second->dataCount()) {
                const QCPErrorBarsData& e = bars->second->data()->at(k);
                low = number(y - e.errorMinus);
                high = number(y + e.errorPlus);
            }
            text += results::csvLine(
                {p->name().toStdString(), axis, number(dataSource->dataMainKey(k)), number(y), low, high});
        }
    }
    return QString::fromStdString(text);
}

void saveChartAs(QWidget* parent, QCustomPlot* plot) {
    QString filter;
    QString path = QFileDialog::getSaveFileName(parent, ChartExport::tr("Save chart"), QString(),
                                                chartFileFilter(), &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + chartSuffixForFilter(filter);
    QString error;
    if (!saveChart(plot, path, error))
        QMessageBox::warning(parent, ChartExport::tr("Cannot save the chart"), error);
}

void addChartMenu(QCustomPlot* plot, std::function<void()> saveImage) {
    if (!saveImage) saveImage = [plot] { saveChartAs(plot, plot); };
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(plot, &QWidget::customContextMenuRequested, plot,
                     [plot, saveImage](const QPoint& at) {
        QMenu menu(plot);
        menu.setObjectName(QStringLiteral("chartMenu"));
        menu.addAction(ChartExport::tr("Copy image"), plot, [plot] {
            QGuiApplication::clipboard()->setPixmap(plot->toPixmap(0, 0, plot->devicePixelRatioF()));
        });
        menu.addAction(ChartExport::tr("Save image as…"), plot, saveImage);
        menu.addSeparator();
        menu.addAction(ChartExport::tr("Copy data (CSV)"), plot,
                       [plot] { QGuiApplication::clipboard()->setText(chartCsv(plot)); });
        menu.addAction(ChartExport::tr("Save data as CSV…"), plot, [plot] {
            QString path = QFileDialog::getSaveFileName(plot, ChartExport::tr("Save chart data"),
                                                        QString(), tableFileFilter());
            if (path.isEmpty()) return;
            if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".csv");
            QString error;
            if (!saveText(chartCsv(plot), path, error))
                QMessageBox::warning(plot, ChartExport::tr("Cannot save the chart data"), error);
        });
        menu.exec(plot->mapToGlobal(at));
    });
}

}  // namespace iometry::gui
