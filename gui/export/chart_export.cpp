#include "gui/export/chart_export.hpp"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QBuffer>
#include <QFile>
#include <QSvgGenerator>

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
    return buffer.data();
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

}  // namespace iometry::gui
