#pragma once
// One Save As path for every chart (docs/report.md, "Tables as data"): the file's extension picks the
// format. PNG is written at 2x scale for print, PDF and SVG as vectors.

#include <QByteArray>
#include <QString>
#include <functional>

class QCustomPlot;
class QWidget;

namespace iometry::gui {

/**
 * Saves @p plot at its current widget size: .png via savePng(file, w, h, 2.0), .pdf via
 * savePdf, .svg via QSvgGenerator and QCustomPlot::toPainter. The extension is not case
 * sensitive. False with @p error (a sentence for the user) on an unknown extension or a
 * failed write.
 */
bool saveChart(QCustomPlot* plot, const QString& file, QString& error);

/** @p plot drawn as an SVG document of @p width × @p height; empty when it cannot be. */
QByteArray chartSvg(QCustomPlot* plot, int width, int height);

/** The QFileDialog filter matching saveChart: PNG;;PDF;;SVG, PNG first. */
QString chartFileFilter();

/**
 * The extension ("png", "pdf", "svg") a filter of chartFileFilter() stands for, so a
 * dialog can append it when the user typed a bare name; empty when unknown.
 */
QString chartSuffixForFilter(const QString& selectedFilter);

/**
 * The points @p plot draws as CSV (C locale, RFC 4180, one header line):
 * `series,axis,x,y,low,high` — a line per point of every graph and bar chart, `axis` the
 * value axis (left, right), low and high its error bar's reach (empty without one).
 */
QString chartCsv(QCustomPlot* plot);

/**
 * Asks for a file (PNG, PDF or SVG) and saves @p plot at its widget size, telling the user
 * when it cannot be written.
 */
void saveChartAs(QWidget* parent, QCustomPlot* plot);

/**
 * Gives @p plot the context menu every chart has, live or in the report: Copy image, Save
 * image as… (@p saveImage; default saveChartAs()), Copy data and Save data as CSV… (chartCsv()).
 */
void addChartMenu(QCustomPlot* plot, std::function<void()> saveImage = {});

}  // namespace iometry::gui
