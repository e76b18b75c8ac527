#include "gui/pages/report_page.hpp"

#include "gui/models/verdict_cells.hpp"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/dialogs/results_picker.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "engine/report/report_table.hpp"
#include "gui/language.hpp"
#include "gui/report/compare_runs_panel.hpp"
#include "gui/report/compare_table_model.hpp"
#include "gui/report/disk_table_model.hpp"
#include "gui/report/figure_options_bar.hpp"
#include "gui/report/no_results_note.hpp"
#include "gui/report/pe_table_model.hpp"
#include "gui/report/pending_results_bar.hpp"
#include "gui/report/procedure_table_model.hpp"
#include "gui/report/report_figure.hpp"
#include "gui/report/report_table_view.hpp"
#include "gui/text_format.hpp"

namespace iometry::gui {

ReportPage::ReportPage(QWidget* parent)
    : QWidget(parent),
      m_source(new ElidedLabel(Qt::ElideMiddle, this)),
      m_verdict(new QLabel(this)),
      m_problems(new QLabel(this)),
      m_viewBox(new QComboBox(this)),
      m_metricBox(new QComboBox(this)),
      m_options(new FigureOptionsBar(this)),
      m_outer(new QSplitter(Qt::Vertical, this)),
      m_openButton(new QPushButton(this)),
      m_figureButton(new QPushButton(this)),
      m_tableButton(new QPushButton(this)),
      m_stack(new QStackedWidget(this)),
      m_emptyNote(new NoResultsNote(this)),
      m_plot(new QCustomPlot(this)),
      m_view(new ReportTableView(this)),
      m_pendingBar(new PendingResultsBar(this)),
      m_addButton(new QPushButton(this)),
      m_runsPanel(new CompareRunsPanel(this)) {
    m_figureButton->setEnabled(false);
    m_tableButton->setEnabled(false);
    m_problems->setObjectName(QStringLiteral("reportProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(QStringLiteral("QLabel { color: #8a4b00; }"));
    m_problems->setVisible(false);
    m_verdict->setObjectName(QStringLiteral("reportVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setVisible(false);

    m_viewBox->setObjectName(QStringLiteral("reportView"));
    m_viewBox->setVisible(false);
    // The views' names are long ("Throughput and CPU against request size", longer in
    // Russian): the box takes what the bar leaves and shortens the name, whole in its tip.
    m_viewBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_viewBox->setMinimumContentsLength(18);
    m_viewBox->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_metricBox->setObjectName(QStringLiteral("reportMetric"));
    // Items and texts get their words in the onLanguageChange block below.
    m_metricBox->addItem(QString(), static_cast<int>(DiskMetric::Iops));
    m_metricBox->addItem(QString(), static_cast<int>(DiskMetric::MbPerS));
    m_metricBox->setVisible(false);
    m_metricBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_plot->setMinimumHeight(240);
    m_plot->installEventFilter(this);
    // The live charts' menu (copy, save, the data as CSV); Save as writes the print size.
    addChartMenu(m_plot, [this] { exportFigure(); });
    m_model = new PeTableModel(this);  // empty until results are shown
    m_view->showModel(m_model);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_plot);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    m_stack->addWidget(m_emptyNote);
    m_stack->addWidget(splitter);

    // The comparison's runs above the figure, as high as the user drags them: the figure
    // keeps the rest, never squeezed under a long list.
    m_runsPanel->setVisible(false);
    m_outer->setObjectName(QStringLiteral("reportOuterSplitter"));
    m_outer->addWidget(m_runsPanel);
    m_outer->addWidget(m_stack);
    m_outer->setStretchFactor(0, 0);
    m_outer->setStretchFactor(1, 1);
    m_outer->setChildrenCollapsible(false);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_source, 1);
    bar->addWidget(m_viewBox, 2);
    bar->addWidget(m_metricBox);
    bar->addWidget(m_openButton);
    bar->addWidget(m_addButton);
    bar->addWidget(m_figureButton);
    bar->addWidget(m_tableButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_options);
    layout->addWidget(m_pendingBar);
    layout->addWidget(m_problems);
    layout->addWidget(m_verdict);
    layout->addWidget(m_outer, 1);
    setAcceptDrops(true);  // folders from a file manager, runs dragged within the run list

    connect(m_openButton, &QPushButton::clicked, this, &ReportPage::chooseResults);
    connect(m_addButton, &QPushButton::clicked, this, &ReportPage::chooseComparison);
    connect(m_figureButton, &QPushButton::clicked, this, &ReportPage::exportFigure);
    connect(m_tableButton, &QPushButton::clicked, this, &ReportPage::exportTable);
    connect(m_viewBox, &QComboBox::currentIndexChanged, this, [this] { updateViewTip(); });
    connect(m_viewBox, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && static_cast<std::size_t>(index) < m_views.size())
            setView(m_views[static_cast<std::size_t>(index)]);
    });
    connect(m_metricBox, &QComboBox::activated, this, &ReportPage::redrawFigure);
    connect(m_options, &FigureOptionsBar::titlesEdited, this, &ReportPage::setFigureTitles);
    connect(m_options, &FigureOptionsBar::spreadModeChosen, this, &ReportPage::setSpreadMode);
    connect(m_options, &FigureOptionsBar::secondAxisChosen, this, &ReportPage::setSecondAxis);
    connect(m_pendingBar, &PendingResultsBar::showRequested, this, &ReportPage::showPending);
    connect(m_runsPanel, &CompareRunsPanel::removeRequested, this, &ReportPage::removeRun);
    connect(m_runsPanel, &CompareRunsPanel::moveRequested, this, &ReportPage::moveRun);
    connect(m_runsPanel, &CompareRunsPanel::labelEdited, this, &ReportPage::setRunLabel);
    connect(m_runsPanel, &CompareRunsPanel::saveRequested, this, &ReportPage::saveComparisonAs);
    connect(m_runsPanel, &CompareRunsPanel::openRequested, this, &ReportPage::chooseComparisonFile);

    // Every text above follows a switch of the language (Settings → Language), as the
    // widgets' own do; what the loaded results show (view names, the source line, figure,
    // table) is made anew from them, the figure redrawn once. A title or subtitle the user
    // typed stays as typed.
    onLanguageChange(this, [this] {
        m_verdictText.reset();
        m_openButton->setText(tr("Open results…"));
        m_openButton->setToolTip(
            tr("Open the folder of a finished run (the one holding summary.csv)"));
        m_addButton->setText(tr("Add to comparison…"));
        m_addButton->setToolTip(tr("Add another results folder: its runs are drawn in the same "
                                   "figure (folders can also be dropped on this page)"));
        m_figureButton->setText(tr("Export figure…"));
        m_figureButton->setToolTip(tr("Save the figure as PNG (2× scale), PDF or SVG"));
        m_tableButton->setText(tr("Export table…"));
        m_tableButton->setToolTip(tr("Save the table as CSV"));
        updateViewTip();
        m_metricBox->setToolTip(tr("What the disk figure's left axis shows: I/Os per second "
                                   "or megabytes per second"));
        m_metricBox->setItemText(0, tr("IOPS"));
        m_metricBox->setItemText(1, tr("MB/s"));
        if (!m_loaded) return;
        // The directions' names ("holder → partner") are words of the language too.
        for (ResultsFolder& run : m_runs) readDirections(run);
        if (m_pending) readDirections(*m_pending);
        if (auto* pe = qobject_cast<PeTableModel*>(m_model); pe && !comparing())
            pe->setDirections(first().toPartner, first().toHolder);
        updateViewNames();
        updateSource();
        redrawFigure();
        retranslateReportTable(m_model);
        m_view->resizeColumnsToContents();
    });
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

bool ReportPage::addResults(const QString& dir, QString& error) {
    if (!m_loaded || m_runs.empty())
        return openResults(dir, error);
    if (static_cast<int>(m_runs.size()) >= kMaxRuns) {
        error = tr("A comparison holds at most %1 runs: remove one first.").arg(kMaxRuns);
        return false;
    }
    auto folder = loadResultsFolder(dir, error);
    if (!folder)
        return false;
    m_runs.push_back(std::move(*folder));
    labelRuns(m_runs);
    displayRuns();
    return true;
}

void ReportPage::removeRun(int index) {
    if (index < 0 || index >= static_cast<int>(m_runs.size()) || m_runs.size() < 2) return;
    m_runs.erase(m_runs.begin() + index);
    if (m_runs.size() == 1) {
        display(m_runs.front());
        return;
    }
    displayRuns();
}

void ReportPage::moveRun(int from, int to) {
    const int count = static_cast<int>(m_runs.size());
    if (from < 0 || from >= count || to < 0 || to >= count || from == to) return;
    ResultsFolder run = std::move(m_runs[static_cast<std::size_t>(from)]);
    m_runs.erase(m_runs.begin() + from);
    m_runs.insert(m_runs.begin() + to, std::move(run));
    displayRuns();
}

void ReportPage::setRunLabel(int index, const QString& label) {
    if (index < 0 || index >= static_cast<int>(m_runs.size())) return;
    if (m_runs[static_cast<std::size_t>(index)].label == label) return;
    m_runs[static_cast<std::size_t>(index)].label = label;
    displayRuns();
}

void ReportPage::setSpreadMode(figure::SpreadMode mode) {
    m_compare.spread = mode;
    m_options->setSpreadMode(mode);
    if (m_loaded) displayRuns();
}

void ReportPage::setSecondAxis(SecondAxis axis) {
    m_compare.second = axis;
    m_options->setSecondAxis(axis);
    if (m_loaded) displayRuns();
}

void ReportPage::setFigureTitles(const QString& title, const QString& subtitle) {
    m_options->setTitles(title.trimmed(), subtitle.trimmed());
    redrawFigure();
}

void ReportPage::fitTitlesToPlot() {
    // The whole texts again, then cut to the width the plot has now (the tooltip has them).
    figure::setTitles(m_plot, m_shownTitle, m_shownSubtitle, figure::fonts(m_plot));
    figure::fitTitles(m_plot, figure::TitleFit::Elide);
    figure::fitLegend(m_plot);
    m_plot->replot();
    if (figure::fitAxisLabels(m_plot)) m_plot->replot();
}

bool ReportPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::Resize && m_loaded) fitTitlesToPlot();
    return QWidget::eventFilter(watched, event);
}

void ReportPage::applyTitles(QCustomPlot* plot) const {
    const QString& typedTitle = m_options->title();  // the user's; empty: the figure's own
    const QString& typedSubtitle = m_options->subtitle();
    if (typedTitle.isEmpty() && typedSubtitle.isEmpty()) return;
    const QString title = typedTitle.isEmpty() ? figure::titleText(plot) : typedTitle;
    const QString subtitle = typedSubtitle.isEmpty() ? figure::subtitleText(plot) : typedSubtitle;
    figure::setTitles(plot, title, subtitle, figure::fonts(plot));
}

void ReportPage::drawCurrent(QCustomPlot* plot) const {
    drawDefault(plot);
    applyTitles(plot);
}

void ReportPage::drawDefault(QCustomPlot* plot) const {
    const ReportView view = currentView();
    if (comparing()) {
        CompareOptions options = m_compare;
        options.diskMetric = diskMetric();
        drawCompareFigure(plot, m_runs, options);
    } else if (view == ReportView::Throughput && !isDiskRun(first()) &&
               m_compare.second != SecondAxis::Cpu) {
        // The throughput view of one run with interrupts, softirq or drops on the right.
        drawCompareFigure(plot, {first()}, m_compare);
    } else {
        drawReportView(plot, first(), view, diskMetric(), m_compare.spread);
    }
}

void ReportPage::drawFigure() {
    // The axes' numbers as the window's (displayLocale()), as an article's figure takes its
    // language's; the data files stay plain.
    m_plot->setLocale(displayLocale());
    drawDefault(m_plot);
    const QString ownTitle = figure::titleText(m_plot);
    const QString ownSubtitle = figure::subtitleText(m_plot);
    applyTitles(m_plot);
    m_shownTitle = figure::titleText(m_plot);
    m_shownSubtitle = figure::subtitleText(m_plot);
    fitTitlesToPlot();
    // The fields show the figure's own title until the user types one.
    m_options->showOwnTitles(ownTitle, ownSubtitle);
    // What limited each curve's steps: the figures of one run's steps.
    const bool shown = !comparing() && !m_runs.empty() && currentView() == ReportView::Throughput;
    if (shown && !m_verdictText) m_verdictText = verdictCaptionText(figureCurves(reportCurves(first().rows, first().cycleAxis)));
    const QString verdict = shown ? *m_verdictText : QString();
    m_verdict->setText(verdict);
    m_verdict->setVisible(!verdict.isEmpty());
}

void ReportPage::showRows(const QString& planName, const std::vector<results::MetricRow>& rows,
                          const QString& resultsDir) {
    // A run that wrote a folder is shown as Open results shows that folder: the same reader,
    // so the method's view, the bench facts of the subtitle and the aggregate are all there.
    if (!resultsDir.isEmpty()) {
        QString error;
        if (auto folder = loadResultsFolder(resultsDir, error)) {
            showFolder(*folder);
            return;
        }
    }
    showFolder(ResultsFolder{resultsDir, planName, rows, std::nullopt, {}});
}

void ReportPage::showFolder(const ResultsFolder& folder) {
    // A comparison the user put together is left alone (docs/report.md, "Results as they
    // come"): the new results wait behind a line that offers them.
    if (comparing() && std::none_of(m_runs.begin(), m_runs.end(), [&](const ResultsFolder& run) {
            return !folder.dir.isEmpty() && run.dir == folder.dir;
        })) {
        m_pending = folder;
        updatePending();
        return;
    }
    // A run in progress updates in place: a view the user chose stays; until then the
    // first the results offer (the method's own once procedure.json is there).
    const bool sameRun = m_loaded && m_runs.size() == 1 && !folder.dir.isEmpty() &&
                         first().dir == folder.dir && first().planName == folder.planName;
    const std::optional<ReportView> chosen = sameRun ? m_chosenView : std::nullopt;
    display(folder);
    if (chosen) setView(*chosen);
}

void ReportPage::showPending() {
    if (!m_pending) return;
    const ResultsFolder folder = std::move(*m_pending);
    m_pending.reset();
    display(folder);
}

void ReportPage::updatePending() {
    if (m_pending)
        m_pendingBar->offer(runLabel(*m_pending));
    else
        m_pendingBar->withdraw();
}

ReportView ReportPage::currentView() const {
    const int index = m_viewBox->currentIndex();
    return index >= 0 && static_cast<std::size_t>(index) < m_views.size()
               ? m_views[static_cast<std::size_t>(index)]
               : ReportView::Throughput;
}

void ReportPage::setView(ReportView view) {
    const auto it = std::find(m_views.begin(), m_views.end(), view);
    if (it == m_views.end()) return;
    m_chosenView = view;
    showView(static_cast<std::size_t>(it - m_views.begin()));
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
    drawFigure();
}

void ReportPage::showView(std::size_t index) {
    if (index >= m_views.size()) return;
    m_viewBox->setCurrentIndex(static_cast<int>(index));
    m_metricBox->setVisible(comparing() ? std::all_of(m_runs.begin(), m_runs.end(), isDiskRun)
                                        : isDiskView(first(), m_views[index]));
    // Error bars and the right axis only where the figure draws them: error bars on the
    // throughput figure (network or disk) of runs with repeats; a right axis of CPU and
    // interrupts on a network run's throughput figure (the disk figure's right axis is
    // latency). The methods' own figures (latency, UDP, …) and the article's have neither.
    const bool throughput = m_views[index] == ReportView::Throughput;
    const bool repeated = std::any_of(m_runs.begin(), m_runs.end(), [](const ResultsFolder& run) {
        return std::any_of(run.rows.begin(), run.rows.end(),
                           [](const results::MetricRow& r) { return r.repeatsCounted > 1; });
    });
    m_options->showSpread(throughput && repeated);
    m_options->showSecondAxis(throughput && std::none_of(m_runs.begin(), m_runs.end(), isDiskRun));
    drawFigure();
    QAbstractItemModel* old = m_model;
    if (comparing()) {
        auto* model = new CompareTableModel(this);
        model->setRuns(m_runs);
        m_model = model;
    } else {
        m_model = createReportTable(first(), m_views[index], this);
    }
    m_view->showModel(m_model);
    delete old;
}

const ResultsFolder& ReportPage::first() const {
    static const ResultsFolder none;
    return m_runs.empty() ? none : m_runs.front();
}

void ReportPage::display(const ResultsFolder& results) {
    m_runs = {results};
    m_options->setTitles(QString(), QString());
    m_chosenView.reset();
    m_pending.reset();  // the comparison they waited behind is gone
    updatePending();
    displayRuns();
}

void ReportPage::displayRuns() {
    m_verdictText.reset();
    m_loaded = !m_runs.empty();
    if (!m_loaded) return;
    m_views = comparing() ? std::vector<ReportView>{ReportView::Throughput} : availableViews(first());
    m_viewBox->clear();
    for (std::size_t i = 0; i < m_views.size(); ++i) m_viewBox->addItem(QString());
    updateViewNames();
    m_viewBox->setVisible(m_views.size() > 1);
    refreshRunList();
    showView(0);
    updateSource();
    m_figureButton->setEnabled(true);
    m_tableButton->setEnabled(true);
    m_stack->setCurrentIndex(1);
}

void ReportPage::updateViewNames() {
    for (std::size_t i = 0; i < m_views.size(); ++i)
        m_viewBox->setItemText(static_cast<int>(i), comparing()
                                                        ? tr("Runs compared")
                                                        : reportViewName(first(), m_views[i]));
    updateViewTip();
}

void ReportPage::updateViewTip() {
    const QString about = tr("The figure and table to show: the method's own, or "
                             "throughput and CPU against request size");
    const QString shown = m_viewBox->currentText();
    m_viewBox->setToolTip(shown.isEmpty() ? about : shown + QStringLiteral("\n\n") + about);
}

void ReportPage::updateSource() {
    if (comparing()) {
        QStringList names;
        for (const auto& run : m_runs) names << runLabel(run);
        m_source->setFullText(tr("Comparing %n runs: %1", nullptr, static_cast<int>(m_runs.size()))
                                  .arg(names.join(QStringLiteral(", "))));
        m_source->setExtraToolTip(QString());
    } else {
        // The folder's own name (the plan's and the time, docs/report.md): the whole path
        // would not fit the bar; it is in the tool tip. Elided in the middle, the time stays.
        m_source->setFullText(first().dir.isEmpty()
                                  ? first().planName
                                  : tr("%1 — %2").arg(first().planName, QFileInfo(first().dir).fileName()));
        m_source->setExtraToolTip(QDir::toNativeSeparators(first().dir));
    }
    // One line for what the folders lack: the rest comes from summary.csv (docs/report.md).
    QStringList lines;
    for (const auto& run : m_runs) {
        const QString line = problemsLine(run.problems);
        if (!line.isEmpty()) lines << (comparing() ? tr("%1: %2").arg(runLabel(run), line) : line);
    }
    m_problems->setText(lines.join(QLatin1Char('\n')));
    m_problems->setVisible(!lines.isEmpty());
}

void ReportPage::refreshRunList() {
    m_runsPanel->showRuns(m_runs);
    const bool wasShown = m_runsPanel->isVisibleTo(this);
    m_runsPanel->setVisible(comparing());
    if (comparing() && !wasShown) {
        // Room for up to four runs at first; the splitter gives the rest to the figure.
        const int panel = m_runsPanel->openingHeight();
        const int total = std::max(m_outer->height(), panel * 4);
        m_outer->setSizes({panel, total - panel});
    }
}

QString ReportPage::exportDir() const {
    return first().dir.isEmpty() ? QDir::homePath() : first().dir;
}

QString ReportPage::resultsRoot() const {
    // The folder of the run shown, else where runs write theirs.
    if (!first().dir.isEmpty()) return QFileInfo(first().dir).path();
    return m_resultsRoot ? m_resultsRoot() : QDir::homePath();
}

void ReportPage::chooseResults() {
    const QString dir = ResultsPicker::choose(this, resultsRoot(), tr("Open results folder"));
    if (dir.isEmpty())
        return;
    QString error;
    if (!openResultsAsked(dir, error) && !error.isEmpty())
        QMessageBox::warning(this, tr("Open results"), error);
}

bool ReportPage::openResultsAsked(const QString& dir, QString& error) {
    if (!comparing()) return openResults(dir, error);
    const int runs = static_cast<int>(m_runs.size());
    OverComparison answer = OverComparison::Cancel;
    if (m_askOverComparison) {
        answer = m_askOverComparison(runs);
    } else {
        QMessageBox box(QMessageBox::Question, tr("Open results"),
                        tr("The page compares %n runs. Add the results to the comparison, or show "
                           "them alone in its place (the comparison is not kept unless it was saved)?",
                           nullptr, runs),
                        QMessageBox::NoButton, this);
        QPushButton* add = box.addButton(tr("Add to the comparison"), QMessageBox::AcceptRole);
        QPushButton* replace = box.addButton(tr("Show alone"), QMessageBox::DestructiveRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(add);
        box.exec();
        answer = box.clickedButton() == add       ? OverComparison::Add
                 : box.clickedButton() == replace ? OverComparison::Replace
                                                  : OverComparison::Cancel;
    }
    switch (answer) {
    case OverComparison::Add: return addResults(dir, error);
    case OverComparison::Replace: return openResults(dir, error);
    case OverComparison::Cancel: break;
    }
    return false;
}

void ReportPage::chooseComparison() {
    const QString dir = ResultsPicker::choose(this, resultsRoot(), tr("Add results to the comparison"));
    if (dir.isEmpty())
        return;
    QString error;
    if (!addResults(dir, error))
        QMessageBox::warning(this, tr("Add results to the comparison"), error);
}

void ReportPage::dragEnterEvent(QDragEnterEvent* event) {
    const QMimeData* mime = event->mimeData();
    if (CompareRunsPanel::carriesRow(mime)) {
        event->setDropAction(Qt::CopyAction);
        event->accept();
        return;
    }
    if (!mime->hasUrls()) return;
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isDir()) {
            event->acceptProposedAction();
            return;
        }
}

void ReportPage::dropEvent(QDropEvent* event) {
    if (m_runsPanel->dropRow(event, this)) return;  // a compared run dragged to another row
    QStringList problems;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (!url.isLocalFile() || !QFileInfo(url.toLocalFile()).isDir()) continue;
        QString error;
        if (!addResults(url.toLocalFile(), error)) problems << error;
    }
    event->acceptProposedAction();
    if (!problems.isEmpty())
        QMessageBox::warning(this, tr("Add results to the comparison"), problems.join('\n'));
}

bool ReportPage::saveComparison(const QString& file, QString& error) const {
    report::Comparison comparison;
    for (const auto& run : m_runs) comparison.runs.push_back({run.dir.toStdString(), run.label.toStdString()});
    comparison.minMaxBars = m_compare.spread == figure::SpreadMode::MinMax;
    comparison.title = m_options->title().toStdString();
    comparison.subtitle = m_options->subtitle().toStdString();
    std::string detail;
    if (report::saveComparison(file.toStdString(), comparison, detail)) return true;
    error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(file), QString::fromStdString(detail));
    return false;
}

bool ReportPage::openComparison(const QString& file, QString& error) {
    report::ComparisonProblem problem = report::ComparisonProblem::None;
    std::string detail;
    const auto comparison = report::loadComparison(file.toStdString(), problem, detail);
    if (!comparison) {
        switch (problem) {
        case report::ComparisonProblem::Unreadable:
            error = tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(file), QString::fromStdString(detail));
            break;
        case report::ComparisonProblem::RunCount:
            error = tr("%1 must name 1 to %2 results folders.").arg(QDir::toNativeSeparators(file)).arg(kMaxRuns);
            break;
        case report::ComparisonProblem::NotAComparison:
        case report::ComparisonProblem::None:
            error = tr("%1 is not a comparison file of Iometry (iometry.comparison/1).")
                        .arg(QDir::toNativeSeparators(file));
            break;
        }
        return false;
    }
    std::vector<ResultsFolder> loaded;
    for (const report::Comparison::Run& run : comparison->runs) {
        auto folder = loadResultsFolder(QString::fromStdString(run.dir), error);
        if (!folder) return false;
        folder->label = QString::fromStdString(run.label).trimmed();
        loaded.push_back(std::move(*folder));
    }
    m_runs = std::move(loaded);
    m_options->showTitles(QString::fromStdString(comparison->title),
                          QString::fromStdString(comparison->subtitle));
    m_compare.spread = comparison->minMaxBars ? figure::SpreadMode::MinMax : figure::SpreadMode::StdDev;
    m_options->setSpreadMode(m_compare.spread);
    displayRuns();
    return true;
}

void ReportPage::saveComparisonAs() {
    if (!m_loaded) return;
    QString file = QFileDialog::getSaveFileName(
        this, tr("Save comparison"), QDir(exportDir()).filePath(QStringLiteral("comparison.json")),
        tr("Iometry comparison (*.json)"));
    if (file.isEmpty()) return;
    if (QFileInfo(file).suffix().isEmpty()) file += QStringLiteral(".json");
    QString error;
    if (!saveComparison(file, error)) QMessageBox::warning(this, tr("Save comparison"), error);
}

void ReportPage::chooseComparisonFile() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Open comparison"), exportDir(),
                                                      tr("Iometry comparison (*.json)"));
    if (file.isEmpty()) return;
    QString error;
    if (!openComparison(file, error)) QMessageBox::warning(this, tr("Open comparison"), error);
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
    drawCurrent(&print);
    figure::fitTitles(&print, figure::TitleFit::Wrap);
    QString error;
    if (!saveChart(&print, file, error))
        QMessageBox::warning(this, tr("Export figure"), error);
}

QString ReportPage::tableCsv() const {
    if (!m_loaded) return {};
    // The throughput and disk views: the engine's report table, the same as
    // `iometry-run report` writes. A method's own table: its raw values.
    if (comparing() || currentView() == ReportView::Throughput)
        return QString::fromStdString(reportCsvOf(m_runs));
    // The distribution's file holds every point, not the buckets the page shows.
    if (currentView() == ReportView::Distribution) {
        QObject owner;
        return modelToCsv(createReportTable(first(), currentView(), &owner, TableUse::File));
    }
    return modelToCsv(m_view->model());
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
    if (!saveText(tableCsv(), file, error))
        QMessageBox::warning(this, tr("Export table"), error);
}

QString ReportPage::selectionText() const {
    return m_view->selectionText();
}

void ReportPage::copyTable() {
    m_view->copySelection();
}

}  // namespace iometry::gui
