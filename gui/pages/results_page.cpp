#include "gui/pages/results_page.hpp"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFrame>
#include <QStyle>
#include <QToolButton>
#include <QGridLayout>
#include <algorithm>
#include <QGroupBox>
#include <QHeaderView>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "engine/kinds/worker_kind.hpp"
#include "gui/charts/gauge_bar.hpp"
#include "gui/charts/live_chart.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/language.hpp"
#include "gui/models/live_rows_model.hpp"
#include "gui/text_format.hpp"
#include "gui/ui_style.hpp"

namespace iometry::gui {
namespace {

const char* const kWindowKey = "results/chartWindowS";
constexpr double kDefaultWindowS = 600;
constexpr int kTableMs = 250;

}  // namespace

QString ResultsPage::dynamosGroup() { return tr("Dynamos"); }
QString ResultsPage::workersGroup() { return tr("Workers"); }
QString ResultsPage::probeMedianText(const QString& probe) { return tr("probe %1, p50").arg(probe); }
QString ResultsPage::readsP99Text() { return tr("reads p99"); }
QString ResultsPage::writesP99Text() { return tr("writes p99"); }

ResultsPage::ResultsPage(QWidget* parent)
    : QWidget(parent),
      m_throughput(new LiveChart(QString(), QString(), this)),
      m_cpu(new LiveChart(QString(), QString(), this)),
      m_iops(new LiveChart(QString(), QString(), this)),
      m_latency(new LiveChart(QString(), QString(), this)),
      m_gaugeMbit(new GaugeBar(QString(), QString(), this)),
      m_gaugeIops(new GaugeBar(QString(), QString(), this)),
      m_gaugeCpu(new GaugeBar(QString(), QString(), this)),
      m_gaugeLatency(new GaugeBar(QString(), QString(), this)),
      m_stepLabel(new QLabel(this)),
      m_failure(new QFrame(this)),
      m_failureText(new QLabel(m_failure)),
      m_suiteLine(new QLabel(this)),
      m_window(new QComboBox(this)),
      m_tableView(new QTableView(this)),
      m_rows(new LiveRowsModel(this)) {
    m_tableTimer.setSingleShot(true);
    m_tableTimer.setInterval(kTableMs);
    connect(&m_tableTimer, &QTimer::timeout, this, [this] { m_rows->setRows(m_pendingRows); });
    m_gaugeCpu->setFixedMaximum(100);
    m_cpu->setFixedValueRange(0, 105);
    m_latency->setSeries({tr("mean"), tr("p99")});
    for (LiveChart* chart : {m_throughput, m_cpu, m_iops, m_latency}) {
        connect(chart, &LiveChart::saveRequested, this,
                [this](QCustomPlot* plot) { saveChartAs(this, plot); });
    }

    // The time window of every chart, kept across sessions; the items are named below.
    for (double seconds : {60.0, 300.0, 600.0, 900.0, 3600.0, 0.0})
        m_window->addItem(QString(), seconds);
    const double saved = QSettings().value(kWindowKey, kDefaultWindowS).toDouble();
    const int savedIndex = m_window->findData(saved);
    m_window->setCurrentIndex(savedIndex >= 0 ? savedIndex : m_window->findData(kDefaultWindowS));
    applyWindow();
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(kWindowKey, chartWindowSeconds());
        applyWindow();
    });
    auto* windowLabel = new QLabel(this);
    windowLabel->setBuddy(m_window);
    auto* hint = new QLabel(this);
    dim(hint);

    auto* charts = new QWidget(this);
    auto* grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    auto* toolbar = new QHBoxLayout;
    toolbar->addWidget(windowLabel);
    toolbar->addWidget(m_window);
    toolbar->addSpacing(12);
    toolbar->addWidget(hint, 1);
    grid->addLayout(toolbar, 0, 0, 1, 2);
    grid->addWidget(m_throughput, 1, 0);
    grid->addWidget(m_cpu, 1, 1);
    grid->addWidget(m_iops, 2, 0);
    grid->addWidget(m_latency, 2, 1);
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);

    auto* gauges = new QGroupBox(this);
    auto* gaugeLayout = new QVBoxLayout(gauges);
    gaugeLayout->addWidget(m_stepLabel);
    m_stepLabel->setWordWrap(true);
    for (GaugeBar* g : {m_gaugeMbit, m_gaugeIops, m_gaugeCpu, m_gaugeLatency})
        gaugeLayout->addWidget(g);
    gaugeLayout->addStretch();

    m_tableView->setModel(m_rows);
    // Columns fit their numbers: measured anew when the table takes a new shape, and at
    // each update only the rows in view, growing a column whose number no longer fits
    // (never shrinking it, so columns do not jump between samples). What the columns leave
    // of the table's width is shared among them.
    m_tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_tableView->viewport()->installEventFilter(this);
    connect(m_rows, &QAbstractItemModel::modelReset, this, [this] {
        hideUnfilledColumns();
        fitColumns(true);
    });
    connect(m_rows, &QAbstractItemModel::dataChanged, this, [this] { fitColumns(false); });
    m_tableView->verticalHeader()->hide();
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto* exportButton = new QPushButton(this);
    connect(exportButton, &QPushButton::clicked, this, &ResultsPage::exportTableRequested);

    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(gauges, 1);
    auto* tableBox = new QVBoxLayout;
    tableBox->addWidget(m_tableView);
    tableBox->addWidget(exportButton, 0, Qt::AlignRight);
    bottomLayout->addLayout(tableBox, 2);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(charts);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    // A failed run says why above the charts: visible at a glance, and in nobody's way.
    auto* failureFrame = static_cast<QFrame*>(m_failure);
    failureFrame->setObjectName(QStringLiteral("runFailure"));
    failureFrame->setFrameShape(QFrame::StyledPanel);
    failureFrame->setAutoFillBackground(true);
    QPalette failurePalette = failureFrame->palette();
    failurePalette.setColor(QPalette::Window, QColor(0xfd, 0xe7, 0xe9));
    failurePalette.setColor(QPalette::WindowText, QColor(0x80, 0x10, 0x18));
    failureFrame->setPalette(failurePalette);
    auto* failureIcon = new QLabel(failureFrame);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    failureIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(iconSize));
    m_failureText->setObjectName(QStringLiteral("runFailureText"));
    m_failureText->setWordWrap(true);
    m_failureText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* failureClose = new QToolButton(failureFrame);
    failureClose->setAutoRaise(true);
    failureClose->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(failureClose, &QToolButton::clicked, m_failure, &QWidget::hide);
    auto* failureLayout = new QHBoxLayout(failureFrame);
    failureLayout->addWidget(failureIcon, 0, Qt::AlignTop);
    failureLayout->addWidget(m_failureText, 1);
    failureLayout->addWidget(failureClose, 0, Qt::AlignTop);
    m_failure->hide();

    // A suite's member: which one runs, above everything that shows it.
    m_suiteLine->setObjectName(QStringLiteral("suiteLine"));
    m_suiteLine->setWordWrap(true);
    m_suiteLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont suiteFont = m_suiteLine->font();
    suiteFont.setBold(true);
    m_suiteLine->setFont(suiteFont);
    m_suiteLine->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_failure);
    layout->addWidget(m_suiteLine);
    layout->addWidget(splitter);

    onLanguageChange(this, [=, this] {
        m_window->setItemText(0, tr("1 min"));
        m_window->setItemText(1, tr("5 min"));
        m_window->setItemText(2, tr("10 min"));
        m_window->setItemText(3, tr("15 min"));
        m_window->setItemText(4, tr("1 h"));
        m_window->setItemText(5, tr("Whole run"));
        m_window->setToolTip(tr("How much history the charts keep and show while following"));
        windowLabel->setText(tr("&Window:"));
        hint->setText(tr("Wheel: zoom; drag: pan; hover: read a value; tick the series to draw "
                         "beside each chart."));
        gauges->setTitle(tr("Now"));
        exportButton->setText(tr("Export table…"));
        failureClose->setToolTip(tr("Hide this message"));
        updateLabels();
        updateSeriesNames();
        for (LiveChart* c : this->charts())
            c->relabelMarkers([this](int tag) {
                return tag < static_cast<int>(m_markers.size()) ? markerText(m_markers[tag])
                                                                : QString();
            });
        updateStepLabel();
        updateFailureText();
        updateSuiteLine();
        retranslateModel(m_rows);
        // The headers' new words may be wider or narrower than the old ones.
        fitColumns(true);
    });
}

void ResultsPage::fitColumns(bool anew) {
    QHeaderView* header = m_tableView->horizontalHeader();
    const int columns = m_rows->columnCount();
    if (anew) m_columnFit.clear();
    m_columnFit.resize(static_cast<std::size_t>(columns), 0);
    bool grew = anew;
    // The rows in view (all of them while the table is not laid out yet).
    const int rows = m_rows->rowCount();
    int top = m_tableView->rowAt(0), bottom = m_tableView->rowAt(m_tableView->viewport()->height());
    if (top < 0) top = 0;
    if (bottom < 0) bottom = rows - 1;
    for (int c = 0; c < columns; ++c) {
        if (m_tableView->isColumnHidden(c)) continue;
        int need = header->sectionSizeHint(c);
        for (int r = top; r <= bottom && r < rows; ++r)
            need = std::max(need, m_tableView->sizeHintForIndex(m_rows->index(r, c)).width() + 1);
        if (need > m_columnFit[static_cast<std::size_t>(c)]) {
            m_columnFit[static_cast<std::size_t>(c)] = need;
            grew = true;
        }
    }
    if (grew) spreadColumns();
}

void ResultsPage::spreadColumns() {
    std::vector<std::size_t> shown;  // the columns in view, and what they need
    int used = 0;
    for (std::size_t c = 0; c < m_columnFit.size(); ++c)
        if (!m_tableView->isColumnHidden(static_cast<int>(c))) {
            shown.push_back(c);
            used += m_columnFit[c];
        }
    if (shown.empty()) return;
    const int columns = static_cast<int>(shown.size());
    const int spare = std::max(0, m_tableView->viewport()->width() - used);
    QHeaderView* header = m_tableView->horizontalHeader();
    for (int i = 0; i < columns; ++i) {
        const std::size_t c = shown[static_cast<std::size_t>(i)];
        header->resizeSection(static_cast<int>(c), m_columnFit[c] + spare / columns + (i < spare % columns ? 1 : 0));
    }
}

void ResultsPage::hideUnfilledColumns() {
    m_tableView->setColumnHidden(LiveRowsModel::LatMeanUs, !m_timesRoundTrips);
    m_tableView->setColumnHidden(LiveRowsModel::LatP99Us, !m_timesRoundTrips);
    m_tableView->setColumnHidden(LiveRowsModel::Retransmits, !m_tcp);
}

bool ResultsPage::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_tableView->viewport() && event->type() == QEvent::Resize) spreadColumns();
    return QWidget::eventFilter(watched, event);
}

void ResultsPage::updateLabels() {
    // Axes and scales with SI prefixes (formatSi()): a tick that carries its unit
    // ("25 Gbit/s", "50 µs") needs no axis label; a count ("2 M") keeps its name there.
    const QString bits = tr("bit/s"), bytes = tr("B/s"), seconds = tr("s");
    if (m_diskOnly) {
        m_throughput->setLabels(tr("I/O rate"), tr("IOPS"));
        m_throughput->setValueUnit(1, QString());
        m_iops->setLabels(tr("Throughput"), QString());
        m_iops->setValueUnit(1e6, bytes);
        m_gaugeMbit->setLabels(tr("I/O rate"), tr("IOPS"));
        m_gaugeMbit->setScaleUnit(1, QString());
        m_gaugeIops->setLabels(tr("Throughput"), tr("MB/s"));
        m_gaugeIops->setScaleUnit(1e6, bytes);
    } else {
        m_throughput->setLabels(tr("Throughput"), QString());
        m_throughput->setValueUnit(1e6, bits);
        m_iops->setLabels(tr("Operations"), tr("IOPS"));
        m_iops->setValueUnit(1, QString());
        m_gaugeMbit->setLabels(tr("Throughput"), tr("Mbit/s"));
        m_gaugeMbit->setScaleUnit(1e6, bits);
        m_gaugeIops->setLabels(tr("Operations"), tr("IOPS"));
        m_gaugeIops->setScaleUnit(1, QString());
    }
    m_cpu->setLabels(tr("CPU load"), tr("CPU %"));
    m_latency->setLabels(tr("Latency"), QString());
    m_latency->setValueUnit(1e-6, seconds, BelowOne::Prefix);
    m_gaugeCpu->setLabels(tr("CPU load"), tr("%"));
    m_gaugeCpu->setScaleUnit(1, tr("%"));
    m_gaugeLatency->setLabels(tr("Latency p99"), tr("µs"));
    m_gaugeLatency->setScaleUnit(1e-6, seconds, BelowOne::Prefix);
    // A plan of streams has no round trip to time (docs/metrics.md, "Latency columns"):
    // its latency chart and gauge say so rather than stay empty.
    m_latency->setEmptyNote(m_timesRoundTrips ? QString() : noRoundTripsText());
    if (!m_timesRoundTrips) m_gaugeLatency->setNoValue(tr("no round trips in a stream"));
}

bool ResultsPage::timesRoundTrips(const model::Plan& plan) {
    return std::any_of(plan.workers.begin(), plan.workers.end(), [&](const model::WorkerDef& w) {
        const model::AccessSpec* spec = plan.findSpec(w.spec);
        return (w.kind() && w.kind()->isStorage()) || (spec && model::hasReplies(*spec));
    });
}

QString ResultsPage::noRoundTripsText() {
    return tr("No round trips to time:\nthis plan's streams send without replies.\n"
              "Give the spec a reply size to time them.");
}

void ResultsPage::updateSeriesNames() {
    m_cpu->enableHeatStrip(tr("Cores (heat strip)"));
    // Series keys are "scope:name" (ensureSeries); the total's lines are named in words,
    // the others by their dynamo or worker.
    const auto scopeOf = [](const std::string& key) { return key.substr(0, key.find(':')); };
    for (const auto& [key, i] : m_rateSeries) {
        if (scopeOf(key) != "all") continue;
        m_throughput->setSeriesName(i, tr("total"));
        m_iops->setSeriesName(i, tr("total"));
    }
    for (const auto& [key, i] : m_cpuSeries)
        if (scopeOf(key) == "all") m_cpu->setSeriesName(i, tr("total"));
    // The latency chart's first two series are the total's mean and p99 (beginRun).
    m_latency->setSeriesName(0, tr("mean"));
    m_latency->setSeriesName(1, tr("p99"));
    if (m_readP99Series >= 0) m_latency->setSeriesName(m_readP99Series, readsP99Text());
    if (m_writeP99Series >= 0) m_latency->setSeriesName(m_writeP99Series, writesP99Text());
    for (const auto& [key, i] : m_latencySeries) {
        const QString name = QString::fromStdString(key.substr(key.find(':') + 1));
        if (scopeOf(key) == "probe") m_latency->setSeriesName(i, probeMedianText(name));
        else if (scopeOf(key) != "all") m_latency->setSeriesName(i, tr("%1 p99").arg(name));
    }
    for (LiveChart* c : charts()) {
        c->renameGroup(m_dynamosGroupName, dynamosGroup());
        c->renameGroup(m_workersGroupName, workersGroup());
    }
    m_dynamosGroupName = dynamosGroup();
    m_workersGroupName = workersGroup();
}

void ResultsPage::updateStepLabel() {
    switch (m_stage) {
    case Stage::Idle: m_stepLabel->setText(tr("No test has run yet: press Start.")); break;
    case Stage::Starting: m_stepLabel->setText(tr("Starting “%1”…").arg(m_planName)); break;
    case Stage::Step:
        m_stepLabel->setText(m_repeats > 1 ? tr("Step %1 of %2, repeat %3 of %4")
                                                 .arg(m_step + 1)
                                                 .arg(m_steps)
                                                 .arg(m_repeat)
                                                 .arg(m_repeats)
                                           : tr("Step %1 of %2").arg(m_step + 1).arg(m_steps));
        break;
    case Stage::Finished:
        m_stepLabel->setText(tr("Finished: all %1 steps done").arg(m_stepsTotal));
        break;
    case Stage::Stopped:
        m_stepLabel->setText(
            tr("Stopped after %1 of %2 steps").arg(m_stepsDone).arg(m_stepsTotal));
        break;
    case Stage::Failed: m_stepLabel->setText(tr("Failed: %1").arg(m_runError)); break;
    }
}

void ResultsPage::updateSuiteLine() {
    m_suiteLine->setVisible(m_suiteStage != SuiteStage::None);
    const QString member = tr("Member %1 of %2: %3").arg(m_member + 1).arg(m_members).arg(m_memberName);
    QString text;
    switch (m_suiteStage) {
    case SuiteStage::None: break;
    case SuiteStage::Member:
        if (m_stage == Stage::Finished)
            text = tr("%1 — finished").arg(member);
        else if (m_stage == Stage::Stopped)
            text = tr("%1 — stopped").arg(member);
        else if (m_stage == Stage::Failed)
            text = tr("%1 — failed").arg(member);
        else if (m_stage != Stage::Step)
            text = tr("%1 — starting").arg(member);
        else if (m_suiteEtaS < 0)
            text = tr("%1 — step %2/%3").arg(member).arg(m_step + 1).arg(m_steps);
        else
            text = tr("%1 — step %2/%3, suite ETA %4")
                       .arg(member)
                       .arg(m_step + 1)
                       .arg(m_steps)
                       .arg(formatDuration(m_suiteEtaS));
        break;
    case SuiteStage::Completed:
        text = tr("Suite “%1”: all %2 members completed").arg(m_suiteName).arg(m_members);
        break;
    case SuiteStage::SomeFailed:
        text = tr("Suite “%1”: %2 of %3 members completed, %4 failed (resume it to run them "
                  "again)")
                   .arg(m_suiteName)
                   .arg(m_membersCompleted)
                   .arg(m_members)
                   .arg(m_membersFailed);
        break;
    case SuiteStage::Stopped:
        text = tr("Suite “%1” stopped: %2 of %3 members completed (File → Resume suite… runs "
                  "the rest)")
                   .arg(m_suiteName)
                   .arg(m_membersCompleted)
                   .arg(m_members);
        break;
    }
    m_suiteLine->setText(text);
}

void ResultsPage::beginMember(const QString& suiteName, int index, int total,
                              const QString& member) {
    m_suiteStage = SuiteStage::Member;
    m_suiteName = suiteName;
    m_member = index;
    m_members = total;
    m_memberName = member;
    updateSuiteLine();
}

void ResultsPage::setSuiteEta(double seconds) {
    m_suiteEtaS = seconds;
    if (m_suiteStage == SuiteStage::Member) updateSuiteLine();
}

void ResultsPage::endSuite(int completed, int failed, int total, bool stopped) {
    m_membersCompleted = completed;
    m_membersFailed = failed;
    m_members = total;
    m_suiteStage = stopped                  ? SuiteStage::Stopped
                   : completed < total || failed > 0 ? SuiteStage::SomeFailed
                                                      : SuiteStage::Completed;
    updateSuiteLine();
}

QString ResultsPage::suiteText() const {
    return m_suiteLine->isHidden() ? QString() : m_suiteLine->text();
}

QString ResultsPage::markerText(const StepMarker& marker) const {
    QString text = marker.label.isEmpty() ? tr("Step %1").arg(marker.step + 1) : marker.label;
    if (marker.repeats > 1) text = tr("%1 (repeat %2)").arg(text).arg(marker.repeat);
    return text;
}

void ResultsPage::showFailure(const QString& error, const QString& resultsDir) {
    m_failureError = error;
    m_failureDir = resultsDir;
    updateFailureText();
    m_failure->show();
}

void ResultsPage::updateFailureText() {
    m_failureText->setText(
        m_failureDir.isEmpty()
            ? tr("The test failed: %1").arg(m_failureError)
            : tr("The test failed: %1\nWhat was measured before is kept in %2.")
                  .arg(m_failureError, QDir::toNativeSeparators(m_failureDir)));
}

QString ResultsPage::failureText() const {
    return m_failure->isHidden() ? QString() : m_failureText->text();
}

ResultsPage::RunTraits ResultsPage::RunTraits::of(const model::Plan& plan) {
    const auto& workers = plan.workers;
    return {.diskOnly = !workers.empty() &&
                        std::all_of(workers.begin(), workers.end(),
                                    [](const model::WorkerDef& w) { return w.kind() && w.kind()->isStorage(); }),
            .timesRoundTrips = ResultsPage::timesRoundTrips(plan),
            .tcp = std::any_of(workers.begin(), workers.end(),
                               [](const model::WorkerDef& w) { return w.kindName() == "tcp"; })};
}

void ResultsPage::beginRun(const QString& planName, const RunTraits& traits) {
    m_diskOnly = traits.diskOnly;
    m_timesRoundTrips = traits.timesRoundTrips;
    m_tcp = traits.tcp;
    m_failure->hide();
    m_rows->setDiskOnly(m_diskOnly);
    m_rateSeries.clear();
    m_cpuSeries.clear();
    m_latencySeries.clear();
    m_readP99Series = m_writeP99Series = -1;
    m_heatRows.clear();
    m_markers.clear();
    m_multiDynamo = false;
    for (LiveChart* c : {m_throughput, m_cpu, m_iops}) c->setSeries({});
    m_latency->setSeries({tr("mean"), tr("p99")});
    for (GaugeBar* g : {m_gaugeMbit, m_gaugeIops, m_gaugeCpu, m_gaugeLatency}) g->reset();
    updateLabels();
    m_tableTimer.stop();
    m_rows->setRows({});
    hideUnfilledColumns();
    m_offset = 0;
    m_lastT = 0;
    m_stage = Stage::Starting;
    m_planName = planName;
    updateStepLabel();
    // A run of its own, unless beginMember() says it is a suite's member.
    m_suiteStage = SuiteStage::None;
    m_suiteEtaS = -1;
    updateSuiteLine();
}

double ResultsPage::chartWindowSeconds() const {
    return m_window->currentData().toDouble();
}

void ResultsPage::applyWindow() {
    for (LiveChart* c : charts()) c->setWindowSeconds(chartWindowSeconds());
}

void ResultsPage::beginStep(int step, int steps, int repeat, int repeats, const QString& label) {
    m_offset = m_lastT;
    m_stage = Stage::Step;
    m_step = step;
    m_steps = steps;
    m_repeat = repeat;
    m_repeats = repeats;
    updateStepLabel();
    if (m_suiteStage == SuiteStage::Member) updateSuiteLine();
    m_markers.push_back({step, repeat, repeats, label});
    const int tag = static_cast<int>(m_markers.size()) - 1;
    const QString marker = markerText(m_markers.back());
    for (LiveChart* c : charts()) c->addMarker(m_offset, marker, tag);
}

void ResultsPage::endRun(int result, int stepsDone, int stepsTotal, const QString& error) {
    if (m_tableTimer.isActive()) {
        m_tableTimer.stop();
        m_rows->setRows(m_pendingRows);
    }
    m_stage = result == 0 ? Stage::Finished : result == 2 ? Stage::Stopped : Stage::Failed;
    m_stepsDone = stepsDone;
    m_stepsTotal = stepsTotal;
    m_runError = error;
    updateStepLabel();
    updateSuiteLine();
}

void ResultsPage::ensureSeries(const std::vector<results::MetricRow>& rows) {
    // One worker is the total: it is not listed apart.
    const bool perWorker = std::count_if(rows.begin(), rows.end(), [](const auto& r) {
                               return r.scope == "worker";
                           }) > 1;
    // One dynamo is the total too: its lines are listed but not drawn unless ticked.
    if (!m_multiDynamo && std::count_if(rows.begin(), rows.end(), [](const auto& r) {
                              return r.scope == "dynamo";
                          }) > 1) {
        m_multiDynamo = true;
        for (LiveChart* c : charts()) c->setGroupShown(dynamosGroup(), true);
    }
    // Within a run series are only added (beginRun starts over): a step that runs fewer
    // workers (worker or target cycling, docs/plan-format.md "Sweeps") leaves their lines
    // where they are, and a step that runs more adds lines beside the others.
    for (const auto& r : rows) {
        const std::string key = r.scope + ":" + r.name;
        const QString name = QString::fromStdString(r.name);
        if (r.scope == "all") {
            if (!m_rateSeries.count(key)) {
                m_rateSeries[key] = m_throughput->addSeries(tr("total"));
                m_iops->addSeries(tr("total"));
            }
            if (!m_cpuSeries.count(key)) m_cpuSeries[key] = m_cpu->addSeries(tr("total"));
            m_latencySeries[key] = 1;
            // A mix of reads and writes: each direction's p99 beside the whole's.
            if (m_readP99Series < 0 && !r.readLatEmpty && !r.writeLatEmpty) {
                m_readP99Series = m_latency->addSeries(readsP99Text());
                m_writeP99Series = m_latency->addSeries(writesP99Text());
            }
        } else if (r.scope == "dynamo") {
            if (!m_rateSeries.count(key)) {
                m_rateSeries[key] = m_throughput->addSeries(name, dynamosGroup(), m_multiDynamo);
                m_iops->addSeries(name, dynamosGroup(), m_multiDynamo);
            }
            if (!m_cpuSeries.count(key))
                m_cpuSeries[key] = m_cpu->addSeries(name, dynamosGroup(), m_multiDynamo);
            if (!m_latencySeries.count(key))
                m_latencySeries[key] =
                    m_latency->addSeries(tr("%1 p99").arg(name), dynamosGroup(), m_multiDynamo);
        } else if (r.scope == "worker" && perWorker) {
            if (!m_rateSeries.count(key)) {
                m_rateSeries[key] = m_throughput->addSeries(name, workersGroup(), false);
                m_iops->addSeries(name, workersGroup(), false);
            }
            if (!m_latencySeries.count(key))
                m_latencySeries[key] = m_latency->addSeries(tr("%1 p99").arg(name), workersGroup(), false);
        } else if (r.scope == "probe") {
            // A probe's median beside the load's latency (docs/metrics.md, "Latency under load").
            if (!m_latencySeries.count(key))
                m_latencySeries[key] = m_latency->addSeries(probeMedianText(name));
        } else if (r.scope == "core" && !m_heatRows.count(key)) {
            m_heatRows[key] = m_cpu->addHeatRow(name);
        }
    }
}

void ResultsPage::addInterval(const std::vector<results::MetricRow>& rows, double t, bool ramp) {
    ensureSeries(rows);
    const double x = m_offset + t;
    m_lastT = std::max(m_lastT, x);
    // The probes' idle seconds: their rows alone, shaded on every chart.
    if (!rows.empty() && std::all_of(rows.begin(), rows.end(), [](const auto& r) {
            return r.scope == "probe" && r.phase.rfind("idle_", 0) == 0;
        }))
        for (LiveChart* c : charts()) c->shadeSpan(x - rows.front().seconds, x);
    for (const auto& r : rows) {
        const std::string key = r.scope + ":" + r.name;
        if (r.scope == "core") {
            if (auto it = m_heatRows.find(key); it != m_heatRows.end())
                m_cpu->appendHeat(it->second, x, r.cpuPct);
            continue;
        }
        if (auto it = m_rateSeries.find(key); it != m_rateSeries.end()) {
            m_throughput->append(it->second, x, m_diskOnly ? r.opsPerS : r.mbitPerS);
            m_iops->append(it->second, x, m_diskOnly ? r.mbPerS : r.opsPerS);
        }
        if (auto it = m_cpuSeries.find(key); it != m_cpuSeries.end())
            m_cpu->append(it->second, x, r.cpuPct);
        // An interval without a completed operation has no latency: nothing is drawn.
        if (auto it = m_latencySeries.find(key); it != m_latencySeries.end() && !r.latEmpty) {
            if (r.scope == "all") m_latency->append(0, x, r.latMeanUs);
            m_latency->append(it->second, x, r.scope == "probe" ? r.latP50Us : r.latP99Us);
            if (r.scope == "all" && m_readP99Series >= 0) {
                if (!r.readLatEmpty) m_latency->append(m_readP99Series, x, r.readLatP99Us);
                if (!r.writeLatEmpty) m_latency->append(m_writeP99Series, x, r.writeLatP99Us);
            }
        }
        if (r.scope == "all") {
            m_gaugeMbit->setValue(m_diskOnly ? r.opsPerS : r.mbitPerS);
            m_gaugeIops->setValue(m_diskOnly ? r.mbPerS : r.opsPerS);
            m_gaugeCpu->setValue(r.cpuPct);
            // A stream times nothing (docs/metrics.md, "Latency columns"): no number, not 0.
            if (r.latEmpty)
                m_gaugeLatency->setNoValue(m_timesRoundTrips ? QString()
                                                             : tr("no round trips in a stream"));
            else
                m_gaugeLatency->setValue(r.latP99Us);
        }
    }
    if (ramp && m_rows->rowCount() > 0) return;
    // The table at most every kTableMs: laying out its text for every sample of a large
    // run would take the GUI thread longer than the charts do. A new shape shows at once.
    if (m_rows->rowCount() != static_cast<int>(std::count_if(rows.begin(), rows.end(), [](const auto& r) {
            return r.scope != "core";
        }))) {
        m_tableTimer.stop();
        m_rows->setRows(rows);
        return;
    }
    m_pendingRows = rows;
    if (!m_tableTimer.isActive()) m_tableTimer.start();
}

}  // namespace iometry::gui
