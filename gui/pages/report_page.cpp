#include "gui/pages/report_page.hpp"

#include <qcustomplot.h>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "gui/report/disk_table_model.hpp"
#include "gui/report/pe_table_model.hpp"
#include "gui/report/procedure_table_model.hpp"
#include "gui/report/report_figure.hpp"

namespace iometry::gui {

ReportPage::ReportPage(QWidget* parent)
    : QWidget(parent),
      m_source(new QLabel(this)),
      m_viewBox(new QComboBox(this)),
      m_metricBox(new QComboBox(this)),
      m_openButton(new QPushButton(tr("Open results…"), this)),
      m_figureButton(new QPushButton(tr("Export figure…"), this)),
      m_tableButton(new QPushButton(tr("Export table…"), this)),
      m_stack(new QStackedWidget(this)),
      m_emptyLabel(new QLabel(this)),
      m_plot(new QCustomPlot(this)),
      m_view(new QTableView(this)),
      m_sorted(new QSortFilterProxyModel(this)) {
    m_openButton->setToolTip(tr("Open the folder of a finished run (the one holding summary.csv)"));
    m_figureButton->setToolTip(tr("Save the figure as PNG (2× scale), PDF or SVG"));
    m_tableButton->setToolTip(tr("Save the table as CSV"));
    m_figureButton->setEnabled(false);
    m_tableButton->setEnabled(false);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_source->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_viewBox->setObjectName(QStringLiteral("reportView"));
    m_viewBox->setToolTip(tr("The figure and table to show: the method's own, or throughput "
                             "and CPU against request size"));
    m_viewBox->setVisible(false);
    m_viewBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_metricBox->setObjectName(QStringLiteral("reportMetric"));
    m_metricBox->setToolTip(
        tr("What the disk figure's left axis shows: I/Os per second or megabytes per second"));
    m_metricBox->addItem(tr("IOPS"), static_cast<int>(DiskMetric::Iops));
    m_metricBox->addItem(tr("MB/s"), static_cast<int>(DiskMetric::MbPerS));
    m_metricBox->setVisible(false);
    m_metricBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_source, 1);
    bar->addWidget(m_viewBox);
    bar->addWidget(m_metricBox);
    bar->addWidget(m_openButton);
    bar->addWidget(m_figureButton);
    bar->addWidget(m_tableButton);

    m_emptyLabel->setText(
        tr("<p><b>No results loaded.</b></p>"
           "<p>Click <b>Open results…</b> and choose the folder of a finished run (the one "
           "holding summary.csv), or start a test: its report appears here when it "
           "finishes.</p>"
           "<p>The figure shows throughput and CPU load against request size; the table "
           "below it lists the P/E index (Mbit/s ÷ CPU %) for every size. A run of a network "
           "method (UDP ramp, zero-loss rate, fine sweep, adapter delay) also shows the "
           "method's own figure and table.</p>") +
        tr("<p>For a run of disk workers the figure shows IOPS or MB/s with the latency "
           "against the request size or the outstanding I/Os, whichever the steps varied, "
           "and the table lists the block device's own counters beside them.</p>"));
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setMargin(24);

    m_plot->setMinimumHeight(240);
    m_model = new PeTableModel(this);  // empty until results are shown
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(PeTableModel::SortRole);
    static_assert(PeTableModel::SortRole == ProcedureTableModel::SortRole);
    static_assert(PeTableModel::SortRole == DiskTableModel::SortRole);
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);  // the model's own order until clicked
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    auto* copy = new QAction(tr("Copy table"), m_view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &ReportPage::copyTable);
    m_view->addAction(copy);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_plot);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    m_stack->addWidget(m_emptyLabel);
    m_stack->addWidget(splitter);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    connect(m_openButton, &QPushButton::clicked, this, &ReportPage::chooseResults);
    connect(m_figureButton, &QPushButton::clicked, this, &ReportPage::exportFigure);
    connect(m_tableButton, &QPushButton::clicked, this, &ReportPage::exportTable);
    connect(m_viewBox, &QComboBox::activated, this,
            [this](int index) { showView(static_cast<std::size_t>(index)); });
    connect(m_metricBox, &QComboBox::activated, this, &ReportPage::redrawFigure);
}

QCustomPlot* ReportPage::figure() const {
    return m_plot;
}

QAbstractItemModel* ReportPage::table() const {
    return m_model;
}

bool ReportPage::openResults(const QString& dir, QString& error) {
    auto folder = loadResultsFolder(dir, error);
    if (!folder)
        return false;
    display(*folder);
    return true;
}

void ReportPage::showRows(const QString& planName, const std::vector<results::MetricRow>& rows,
                          const QString& resultsDir) {
    ResultsFolder folder{QString(), planName, rows, std::nullopt, {}};
    if (!resultsDir.isEmpty()) {
        // The method's result is only in its file; a run that failed may have written none.
        QString error;
        folder.procedure = loadProcedureResult(resultsDir, error);
        folder.dir = resultsDir;
        // The workers' kinds (a disk run gets the disk figure) and the cycling axis
        // (Workers or Targets on the x axis) are in the plan it wrote.
        if (const auto plan = readPlanInfo(resultsDir, error)) {
            folder.workerKinds = plan->workerKinds;
            folder.cycleAxis = plan->cycleAxis;
        }
    }
    display(folder);
}

ReportView ReportPage::currentView() const {
    const int index = m_viewBox->currentIndex();
    return index >= 0 && static_cast<std::size_t>(index) < m_views.size()
               ? m_views[static_cast<std::size_t>(index)]
               : ReportView::Throughput;
}

void ReportPage::setView(ReportView view) {
    const auto it = std::find(m_views.begin(), m_views.end(), view);
    if (it != m_views.end()) showView(static_cast<std::size_t>(it - m_views.begin()));
}

DiskMetric ReportPage::diskMetric() const {
    return static_cast<DiskMetric>(m_metricBox->currentData().toInt());
}

void ReportPage::setDiskMetric(DiskMetric metric) {
    const int index = m_metricBox->findData(static_cast<int>(metric));
    if (index < 0) return;
    m_metricBox->setCurrentIndex(index);
    redrawFigure();
}

void ReportPage::redrawFigure() {
    if (!m_loaded) return;
    drawReportView(m_plot, m_results, currentView(), diskMetric());
    m_plot->replot();
}

void ReportPage::showView(std::size_t index) {
    if (index >= m_views.size()) return;
    m_viewBox->setCurrentIndex(static_cast<int>(index));
    m_metricBox->setVisible(isDiskView(m_results, m_views[index]));
    drawReportView(m_plot, m_results, m_views[index], diskMetric());
    m_plot->replot();
    QAbstractItemModel* old = m_model;
    m_model = createReportTable(m_results, m_views[index], this);
    m_sorted->setSourceModel(m_model);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    delete old;
    m_view->resizeColumnsToContents();
}

void ReportPage::display(const ResultsFolder& results) {
    m_results = results;
    m_loaded = true;
    m_views = availableViews(m_results);
    m_viewBox->clear();
    for (ReportView view : m_views) m_viewBox->addItem(reportViewName(m_results, view));
    m_viewBox->setVisible(m_views.size() > 1);
    showView(0);
    m_source->setText(
        m_results.dir.isEmpty()
            ? m_results.planName
            : tr("%1 — %2").arg(m_results.planName, QDir::toNativeSeparators(m_results.dir)));
    m_source->setToolTip(QDir::toNativeSeparators(m_results.dir));
    m_figureButton->setEnabled(true);
    m_tableButton->setEnabled(true);
    m_stack->setCurrentIndex(1);
}

QString ReportPage::exportDir() const {
    return m_results.dir.isEmpty() ? QDir::homePath() : m_results.dir;
}

void ReportPage::chooseResults() {
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Open results folder"),
        m_results.dir.isEmpty() ? QDir::homePath() : QFileInfo(m_results.dir).path());
    if (dir.isEmpty())
        return;
    QString error;
    if (!openResults(dir, error))
        QMessageBox::warning(this, tr("Open results"), error);
}

void ReportPage::exportFigure() {
    if (!m_loaded)
        return;
    QString filter;
    QString file = QFileDialog::getSaveFileName(
        this, tr("Export figure"), QDir(exportDir()).filePath(QStringLiteral("report.png")),
        chartFileFilter(), &filter);
    if (file.isEmpty())
        return;
    if (QFileInfo(file).suffix().isEmpty()) {
        const QString suffix = chartSuffixForFilter(filter);
        file += QLatin1Char('.') + (suffix.isEmpty() ? QStringLiteral("png") : suffix);
    }
    // Files get the print size whatever the window's size, so figures of several runs
    // line up in an article.
    QCustomPlot print;
    print.resize(kReportFigureWidth, kReportFigureHeight);
    drawReportView(&print, m_results, currentView(), diskMetric());
    QString error;
    if (!saveChart(&print, file, error))
        QMessageBox::warning(this, tr("Export figure"), error);
}

void ReportPage::exportTable() {
    if (!m_loaded)
        return;
    QString file = QFileDialog::getSaveFileName(
        this, tr("Export table"), QDir(exportDir()).filePath(QStringLiteral("report.csv")),
        tableFileFilter());
    if (file.isEmpty())
        return;
    if (QFileInfo(file).suffix().isEmpty())
        file += QStringLiteral(".csv");
    QString error;
    if (!saveModelCsv(m_sorted, file, error))
        QMessageBox::warning(this, tr("Export table"), error);
}

void ReportPage::copyTable() {
    copyModelToClipboard(m_sorted);
}

}  // namespace iometry::gui
