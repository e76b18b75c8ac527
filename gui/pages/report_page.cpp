#include "gui/pages/report_page.hpp"

#include <qcustomplot.h>

#include <QAction>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMimeData>
#include <QTableWidget>
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

#include "gui/dialogs/results_picker.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/export/table_export.hpp"
#include "engine/report/report_table.hpp"
#include "gui/language.hpp"
#include "gui/report/compare_table_model.hpp"
#include "gui/report/disk_table_model.hpp"
#include "gui/report/pe_table_model.hpp"
#include "gui/report/procedure_table_model.hpp"
#include "gui/report/report_figure.hpp"
#include "gui/text_format.hpp"
#include "gui/widgets/column_fit.hpp"

namespace iometry::gui {
namespace {

/** What a compared run dragged within the run list carries: its row, as text. */
constexpr char kRunRowMime[] = "application/x-iometry-comparison-row";

/**
 * The comparison's run list: a row dragged is offered as kRunRowMime only, so the page
 * (which takes the drop: folders from a file manager land there too) moves the run, and no
 * other view takes it.
 */
class RunList : public QTableWidget {
public:
    using QTableWidget::QTableWidget;

protected:
    QStringList mimeTypes() const override { return {QString::fromLatin1(kRunRowMime)}; }
    QMimeData* mimeData(const QList<QTableWidgetItem*>& items) const override {
        if (items.isEmpty()) return nullptr;
        auto* data = new QMimeData;
        data->setData(QString::fromLatin1(kRunRowMime), QByteArray::number(items.front()->row()));
        return data;
    }
};

/** Shows or hides @p widget and the labels that name it (their buddy). */
void showWithLabel(QWidget* widget, bool shown) {
    widget->setVisible(shown);
    for (QLabel* label : widget->parentWidget()->findChildren<QLabel*>())
        if (label->buddy() == widget) label->setVisible(shown);
}

}  // namespace

ReportPage::ReportPage(QWidget* parent)
    : QWidget(parent),
      m_source(new ElidedLabel(Qt::ElideMiddle, this)),
      m_pendingBar(new QWidget(this)),
      m_pendingText(new QLabel(m_pendingBar)),
      m_problems(new QLabel(this)),
      m_viewBox(new QComboBox(this)),
      m_metricBox(new QComboBox(this)),
      m_spreadBox(new QComboBox(this)),
      m_secondBox(new QComboBox(this)),
      m_titleEdit(new QLineEdit(this)),
      m_subtitleEdit(new QLineEdit(this)),
      m_runList(new RunList(this)),
      m_comparePanel(new QWidget(this)),
      m_outer(new QSplitter(Qt::Vertical, this)),
      m_openButton(new QPushButton(this)),
      m_figureButton(new QPushButton(this)),
      m_tableButton(new QPushButton(this)),
      m_stack(new QStackedWidget(this)),
      m_emptyLabel(new QLabel(this)),
      m_plot(new QCustomPlot(this)),
      m_view(new QTableView(this)),
      m_sorted(new QSortFilterProxyModel(this)) {
    m_figureButton->setEnabled(false);
    m_tableButton->setEnabled(false);
    m_problems->setObjectName(QStringLiteral("reportProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(QStringLiteral("QLabel { color: #8a4b00; }"));
    m_problems->setVisible(false);
    m_pendingBar->setObjectName(QStringLiteral("reportPending"));
    auto* showNew = new QPushButton(m_pendingBar);
    showNew->setObjectName(QStringLiteral("reportShowPending"));
    auto* pendingLayout = new QHBoxLayout(m_pendingBar);
    pendingLayout->setContentsMargins(0, 0, 0, 0);
    pendingLayout->addWidget(m_pendingText, 1);
    pendingLayout->addWidget(showNew);
    m_pendingBar->setVisible(false);
    connect(showNew, &QPushButton::clicked, this, &ReportPage::showPending);

    m_viewBox->setObjectName(QStringLiteral("reportView"));
    m_viewBox->setVisible(false);
    // The views' names are long ("Throughput and CPU against request size", longer in
    // Russian): the box takes what the bar leaves and shortens the name, whole in its tip.
    m_viewBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_viewBox->setMinimumContentsLength(18);
    m_viewBox->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_viewBox, &QComboBox::currentIndexChanged, this, [this] { updateViewTip(); });

    m_metricBox->setObjectName(QStringLiteral("reportMetric"));
    // Items and texts get their words in the onLanguageChange block below.
    m_metricBox->addItem(QString(), static_cast<int>(DiskMetric::Iops));
    m_metricBox->addItem(QString(), static_cast<int>(DiskMetric::MbPerS));
    m_metricBox->setVisible(false);
    m_metricBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_spreadBox->setObjectName(QStringLiteral("reportSpread"));
    m_spreadBox->addItem(QString(), static_cast<int>(figure::SpreadMode::StdDev));
    m_spreadBox->addItem(QString(), static_cast<int>(figure::SpreadMode::MinMax));
    m_secondBox->setObjectName(QStringLiteral("reportSecondAxis"));
    for (SecondAxis axis : {SecondAxis::Cpu, SecondAxis::IrqPerS, SecondAxis::SoftirqPct,
                            SecondAxis::NicDrops, SecondAxis::None})
        m_secondBox->addItem(QString(), static_cast<int>(axis));
    m_titleEdit->setObjectName(QStringLiteral("reportTitle"));
    m_subtitleEdit->setObjectName(QStringLiteral("reportSubtitle"));
    auto* addButton = new QPushButton(this);
    auto* saveCompare = new QPushButton(this);
    auto* openCompare = new QPushButton(this);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_source, 1);
    bar->addWidget(m_viewBox, 2);
    bar->addWidget(m_metricBox);
    bar->addWidget(m_openButton);
    bar->addWidget(addButton);
    bar->addWidget(m_figureButton);
    bar->addWidget(m_tableButton);

    auto* titleLabel = new QLabel(this);
    auto* subtitleLabel = new QLabel(this);
    auto* spreadLabel = new QLabel(this);
    auto* secondLabel = new QLabel(this);
    auto* figureBar = new QHBoxLayout;
    figureBar->addWidget(titleLabel);
    figureBar->addWidget(m_titleEdit, 2);
    figureBar->addWidget(subtitleLabel);
    figureBar->addWidget(m_subtitleEdit, 3);
    spreadLabel->setBuddy(m_spreadBox);
    secondLabel->setBuddy(m_secondBox);
    figureBar->addWidget(spreadLabel);
    figureBar->addWidget(m_spreadBox);
    figureBar->addWidget(secondLabel);
    figureBar->addWidget(m_secondBox);

    m_runList->setObjectName(QStringLiteral("comparisonRuns"));
    m_runList->setColumnCount(2);
    fitColumns(m_runList, [](int column) { return column == 1; });  // the folder takes the rest
    m_runList->verticalHeader()->setVisible(false);
    m_runList->setSelectionBehavior(QAbstractItemView::SelectRows);
    // A run dragged to another row moves there (dropEvent()), as Up and Down move it.
    m_runList->setDragEnabled(true);
    m_runList->setDragDropMode(QAbstractItemView::DragOnly);
    m_runList->setDefaultDropAction(Qt::CopyAction);  // the page moves the run; the view removes nothing
    auto* removeButton = new QPushButton(this);
    auto* upButton = new QPushButton(this);
    auto* downButton = new QPushButton(this);
    upButton->setObjectName(QStringLiteral("comparisonUp"));
    downButton->setObjectName(QStringLiteral("comparisonDown"));
    auto* compareLayout = new QHBoxLayout(m_comparePanel);
    compareLayout->setContentsMargins(0, 0, 0, 0);
    compareLayout->addWidget(m_runList, 1);
    auto* compareButtons = new QVBoxLayout;
    compareButtons->addWidget(upButton);
    compareButtons->addWidget(downButton);
    compareButtons->addWidget(removeButton);
    compareButtons->addWidget(saveCompare);
    compareButtons->addWidget(openCompare);
    compareButtons->addStretch();
    compareLayout->addLayout(compareButtons);
    m_comparePanel->setVisible(false);
    setAcceptDrops(true);

    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setMargin(24);

    m_plot->setMinimumHeight(240);
    m_plot->installEventFilter(this);
    // The live charts' menu (copy, save, the data as CSV); Save as writes the print size.
    addChartMenu(m_plot, [this] { exportFigure(); });
    m_model = new PeTableModel(this);  // empty until results are shown
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(kRawValueRole);  // every Report table's SortRole
    m_view->setModel(m_sorted);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);  // the model's own order until clicked
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    auto* copy = new QAction(m_view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &ReportPage::copyTable);
    m_view->addAction(copy);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_plot);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    m_stack->addWidget(m_emptyLabel);
    m_stack->addWidget(splitter);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(figureBar);
    layout->addWidget(m_pendingBar);
    layout->addWidget(m_problems);
    // The comparison's runs above the figure, as high as the user drags them: the figure
    // keeps the rest, never squeezed under a long list.
    m_outer->setObjectName(QStringLiteral("reportOuterSplitter"));
    m_outer->addWidget(m_comparePanel);
    m_outer->addWidget(m_stack);
    m_outer->setStretchFactor(0, 0);
    m_outer->setStretchFactor(1, 1);
    m_outer->setChildrenCollapsible(false);
    layout->addWidget(m_outer, 1);

    connect(addButton, &QPushButton::clicked, this, &ReportPage::chooseComparison);
    connect(saveCompare, &QPushButton::clicked, this, &ReportPage::saveComparisonAs);
    connect(openCompare, &QPushButton::clicked, this, &ReportPage::chooseComparisonFile);
    connect(removeButton, &QPushButton::clicked, this, [this] {
        const int row = m_runList->currentRow();
        if (row >= 0) removeRun(row);
    });
    for (auto [button, by] : {std::pair{upButton, -1}, std::pair{downButton, 1}})
        connect(button, &QPushButton::clicked, this, [this, by = by] {
            const int row = m_runList->currentRow();
            if (row < 0) return;
            moveRun(row, row + by);
            m_runList->setCurrentCell(std::clamp(row + by, 0, m_runList->rowCount() - 1), 0);
        });
    connect(m_runList, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == 0) setRunLabel(item->row(), item->text().trimmed());
    });
    connect(m_spreadBox, &QComboBox::activated, this, [this] {
        setSpreadMode(static_cast<figure::SpreadMode>(m_spreadBox->currentData().toInt()));
    });
    connect(m_secondBox, &QComboBox::activated, this, [this] {
        setSecondAxis(static_cast<SecondAxis>(m_secondBox->currentData().toInt()));
    });
    // A field still showing the figure's own title is no title of the user's: that one
    // follows the language (and the view) the figure is drawn in.
    const auto typedTitles = [this] {
        const QString title = m_titleEdit->text().trimmed();
        const QString subtitle = m_subtitleEdit->text().trimmed();
        const bool ownTitle = m_title.isEmpty() && title == m_defaultTitle;
        const bool ownSubtitle = m_subtitle.isEmpty() && subtitle == m_defaultSubtitle;
        setFigureTitles(ownTitle ? QString() : title, ownSubtitle ? QString() : subtitle);
    };
    connect(m_titleEdit, &QLineEdit::editingFinished, this, typedTitles);
    connect(m_subtitleEdit, &QLineEdit::editingFinished, this, typedTitles);

    connect(m_openButton, &QPushButton::clicked, this, &ReportPage::chooseResults);
    connect(m_figureButton, &QPushButton::clicked, this, &ReportPage::exportFigure);
    connect(m_tableButton, &QPushButton::clicked, this, &ReportPage::exportTable);
    connect(m_viewBox, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && static_cast<std::size_t>(index) < m_views.size())
            setView(m_views[static_cast<std::size_t>(index)]);
    });
    connect(m_metricBox, &QComboBox::activated, this, &ReportPage::redrawFigure);

    // Every text above follows a switch of the language (Settings → Language); what the
    // loaded results show (view names, the source line, figure, table) is made anew from
    // them, the figure redrawn once. A title or subtitle the user typed stays as typed.
    onLanguageChange(this, [=, this] {
        m_openButton->setText(tr("Open results…"));
        m_openButton->setToolTip(
            tr("Open the folder of a finished run (the one holding summary.csv)"));
        m_figureButton->setText(tr("Export figure…"));
        m_figureButton->setToolTip(tr("Save the figure as PNG (2× scale), PDF or SVG"));
        m_tableButton->setText(tr("Export table…"));
        m_tableButton->setToolTip(tr("Save the table as CSV"));
        updateViewTip();
        m_metricBox->setToolTip(tr("What the disk figure's left axis shows: I/Os per second "
                                   "or megabytes per second"));
        m_metricBox->setItemText(0, tr("IOPS"));
        m_metricBox->setItemText(1, tr("MB/s"));
        m_spreadBox->setToolTip(
            tr("What the error bars show where a step ran several repeats"));
        m_spreadBox->setItemText(0, tr("± standard deviation"));
        m_spreadBox->setItemText(1, tr("min–max of repeats"));
        m_secondBox->setToolTip(tr("What the right axis of the throughput figure shows"));
        m_secondBox->setItemText(0, tr("CPU %"));
        m_secondBox->setItemText(1, tr("irq/s"));
        m_secondBox->setItemText(2, tr("softirq %"));
        m_secondBox->setItemText(3, tr("NIC drops"));
        m_secondBox->setItemText(4, tr("nothing"));
        m_titleEdit->setPlaceholderText(tr("Figure title"));
        m_subtitleEdit->setPlaceholderText(
            tr("Subtitle: host, adapter, driver, link speed, MTU"));
        titleLabel->setText(tr("Title:"));
        subtitleLabel->setText(tr("Subtitle:"));
        spreadLabel->setText(tr("Error bars:"));
        secondLabel->setText(tr("Right axis:"));
        addButton->setText(tr("Add to comparison…"));
        addButton->setToolTip(tr("Add another results folder: its runs are drawn in the same "
                                 "figure (folders can also be dropped on this page)"));
        saveCompare->setText(tr("Save comparison…"));
        openCompare->setText(tr("Open comparison…"));
        removeButton->setText(tr("Remove"));
        upButton->setText(tr("Up"));
        upButton->setToolTip(tr("Move the run up: the figure's legend and the table follow "
                                "this order"));
        downButton->setText(tr("Down"));
        downButton->setToolTip(tr("Move the run down: the figure's legend and the table follow "
                                  "this order"));
        showNew->setText(tr("Show"));
        showNew->setToolTip(tr("Show the new results in place of the comparison"));
        updatePending();
        m_runList->setHorizontalHeaderLabels({tr("Label"), tr("Results folder")});
        copy->setText(tr("Copy table"));
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
        updateRunListTips();
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
    m_spreadBox->setCurrentIndex(m_spreadBox->findData(static_cast<int>(mode)));
    if (m_loaded) displayRuns();
}

void ReportPage::setSecondAxis(SecondAxis axis) {
    m_compare.second = axis;
    m_secondBox->setCurrentIndex(m_secondBox->findData(static_cast<int>(axis)));
    if (m_loaded) displayRuns();
}

void ReportPage::setFigureTitles(const QString& title, const QString& subtitle) {
    m_title = title.trimmed();
    m_subtitle = subtitle.trimmed();
    redrawFigure();
}

void ReportPage::fitTitlesToPlot() {
    // The whole texts again, then cut to the width the plot has now (the tooltip has them).
    figure::setTitles(m_plot, m_shownTitle, m_shownSubtitle, figure::fonts(m_plot));
    figure::fitTitles(m_plot, figure::TitleFit::Elide);
    m_plot->replot();
    if (figure::fitAxisLabels(m_plot)) m_plot->replot();
}

bool ReportPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::Resize && m_loaded) fitTitlesToPlot();
    return QWidget::eventFilter(watched, event);
}

void ReportPage::applyTitles(QCustomPlot* plot) const {
    if (m_title.isEmpty() && m_subtitle.isEmpty()) return;
    const QString title = m_title.isEmpty() ? figure::titleText(plot) : m_title;
    const QString subtitle = m_subtitle.isEmpty() ? figure::subtitleText(plot) : m_subtitle;
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
    m_defaultTitle = figure::titleText(m_plot);
    m_defaultSubtitle = figure::subtitleText(m_plot);
    applyTitles(m_plot);
    m_shownTitle = figure::titleText(m_plot);
    m_shownSubtitle = figure::subtitleText(m_plot);
    fitTitlesToPlot();
    // The fields show the figure's own title until the user types one.
    // A text longer than its field shows from its start, as it is read.
    if (m_title.isEmpty()) {
        m_titleEdit->setText(m_defaultTitle);
        m_titleEdit->setCursorPosition(0);
    }
    if (m_subtitle.isEmpty()) {
        m_subtitleEdit->setText(m_defaultSubtitle);
        m_subtitleEdit->setCursorPosition(0);
    }
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
    m_pendingBar->setVisible(m_pending.has_value());
    if (m_pending)
        m_pendingText->setText(
            tr("New results: %1 (the comparison stays until you show them)").arg(runLabel(*m_pending)));
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
    showWithLabel(m_spreadBox, throughput && repeated);
    showWithLabel(m_secondBox, throughput && std::none_of(m_runs.begin(), m_runs.end(), isDiskRun));
    drawFigure();
    QAbstractItemModel* old = m_model;
    if (comparing()) {
        auto* model = new CompareTableModel(this);
        model->setRuns(m_runs);
        m_model = model;
    } else {
        m_model = createReportTable(first(), m_views[index], this);
    }
    m_sorted->setSourceModel(m_model);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    delete old;
    m_view->resizeColumnsToContents();
}

const ResultsFolder& ReportPage::first() const {
    static const ResultsFolder none;
    return m_runs.empty() ? none : m_runs.front();
}

void ReportPage::display(const ResultsFolder& results) {
    m_runs = {results};
    m_title.clear();
    m_subtitle.clear();
    m_chosenView.reset();
    m_pending.reset();  // the comparison they waited behind is gone
    updatePending();
    displayRuns();
}

void ReportPage::displayRuns() {
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

void ReportPage::updateRunListTips() {
    // An item's change is a rename to the run list's itemChanged handler: not this one.
    const QSignalBlocker blocker(m_runList);
    for (int row = 0; row < m_runList->rowCount(); ++row)
        if (QTableWidgetItem* label = m_runList->item(row, 0))
            label->setToolTip(tr("Edit to rename the run in the figure and the table"));
}

void ReportPage::refreshRunList() {
    const QSignalBlocker blocker(m_runList);
    m_runList->setRowCount(static_cast<int>(m_runs.size()));
    for (std::size_t i = 0; i < m_runs.size(); ++i) {
        auto* label = new QTableWidgetItem(runLabel(m_runs[i]));
        auto* dir = new QTableWidgetItem(QDir::toNativeSeparators(m_runs[i].dir));
        dir->setFlags(dir->flags() & ~Qt::ItemIsEditable);
        m_runList->setItem(static_cast<int>(i), 0, label);
        m_runList->setItem(static_cast<int>(i), 1, dir);
    }
    updateRunListTips();

    const bool wasShown = m_comparePanel->isVisibleTo(this);
    m_comparePanel->setVisible(comparing());
    if (comparing() && !wasShown) {
        // Room for up to four runs at first; the splitter gives the rest to the figure.
        const int rows = std::min(m_runList->rowCount(), 4);
        const int list = m_runList->horizontalHeader()->sizeHint().height() +
                         rows * m_runList->verticalHeader()->defaultSectionSize() +
                         2 * m_runList->frameWidth();
        const int panel = std::max(list, m_comparePanel->minimumSizeHint().height());
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
    if (!openResults(dir, error))
        QMessageBox::warning(this, tr("Open results"), error);
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
    if (mime->hasFormat(QString::fromLatin1(kRunRowMime))) {
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
    if (event->mimeData()->hasFormat(QString::fromLatin1(kRunRowMime))) {
        // A compared run dragged to another row: dropped on a row, it takes that row's
        // place; above the first or below the last, it goes first or last.
        bool ok = false;
        const int from = event->mimeData()->data(QString::fromLatin1(kRunRowMime)).toInt(&ok);
        const QPoint at = m_runList->viewport()->mapFrom(this, event->position().toPoint());
        int to = m_runList->rowAt(at.y());
        if (to < 0) to = at.y() < 0 ? 0 : m_runList->rowCount() - 1;
        event->setDropAction(Qt::CopyAction);
        event->accept();
        if (!ok) return;
        moveRun(from, to);
        if (to >= 0 && to < m_runList->rowCount()) m_runList->setCurrentCell(to, 0);
        return;
    }
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
    comparison.title = m_title.toStdString();
    comparison.subtitle = m_subtitle.toStdString();
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
    m_title = QString::fromStdString(comparison->title);
    m_subtitle = QString::fromStdString(comparison->subtitle);
    m_compare.spread = comparison->minMaxBars ? figure::SpreadMode::MinMax : figure::SpreadMode::StdDev;
    m_spreadBox->setCurrentIndex(m_spreadBox->findData(static_cast<int>(m_compare.spread)));
    m_titleEdit->setText(m_title);
    m_subtitleEdit->setText(m_subtitle);
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
    return modelToCsv(m_sorted);
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
    return selectedCellsText(m_view);
}

void ReportPage::copyTable() {
    QGuiApplication::clipboard()->setText(selectionText());
}

}  // namespace iometry::gui
