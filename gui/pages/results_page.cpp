#include "gui/pages/results_page.hpp"

#include <QGridLayout>
#include <algorithm>
#include <QGroupBox>
#include <QHeaderView>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "gui/charts/gauge_bar.hpp"
#include "gui/charts/live_chart.hpp"
#include "gui/export/chart_export.hpp"
#include "gui/models/live_rows_model.hpp"

namespace iometry::gui {

ResultsPage::ResultsPage(QWidget* parent)
    : QWidget(parent),
      m_throughput(new LiveChart(tr("Throughput"), tr("Mbit/s"), this)),
      m_cpu(new LiveChart(tr("CPU load"), tr("CPU %"), this)),
      m_iops(new LiveChart(tr("Operations"), tr("IOPS"), this)),
      m_latency(new LiveChart(tr("Latency"), tr("µs"), this)),
      m_gaugeMbit(new GaugeBar(tr("Throughput"), tr("Mbit/s"), this)),
      m_gaugeIops(new GaugeBar(tr("Operations"), tr("IOPS"), this)),
      m_gaugeCpu(new GaugeBar(tr("CPU load"), tr("%"), this)),
      m_gaugeLatency(new GaugeBar(tr("Latency p99"), tr("µs"), this)),
      m_stepLabel(new QLabel(tr("No test has run yet: press Start."), this)),
      m_tableView(new QTableView(this)),
      m_rows(new LiveRowsModel(this)) {
    m_gaugeCpu->setFixedMaximum(100);
    m_cpu->setFixedValueRange(0, 105);
    for (LiveChart* chart : {m_throughput, m_cpu, m_iops, m_latency}) {
        connect(chart, &LiveChart::saveRequested, this, [this](QCustomPlot* plot) {
            QString filter;
            QString path = QFileDialog::getSaveFileName(this, tr("Save chart"), QString(),
                                                        chartFileFilter(), &filter);
            if (path.isEmpty()) return;
            if (QFileInfo(path).suffix().isEmpty()) path += "." + chartSuffixForFilter(filter);
            QString error;
            if (!saveChart(plot, path, error))
                QMessageBox::warning(this, tr("Cannot save the chart"), error);
        });
    }

    auto* charts = new QWidget(this);
    auto* grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_throughput, 0, 0);
    grid->addWidget(m_cpu, 0, 1);
    grid->addWidget(m_iops, 1, 0);
    grid->addWidget(m_latency, 1, 1);

    auto* gauges = new QGroupBox(tr("Now"), this);
    auto* gaugeLayout = new QVBoxLayout(gauges);
    gaugeLayout->addWidget(m_stepLabel);
    m_stepLabel->setWordWrap(true);
    for (GaugeBar* g : {m_gaugeMbit, m_gaugeIops, m_gaugeCpu, m_gaugeLatency})
        gaugeLayout->addWidget(g);
    gaugeLayout->addStretch();

    m_tableView->setModel(m_rows);
    m_tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tableView->verticalHeader()->hide();
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto* exportButton = new QPushButton(tr("Export table…"), this);
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
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
}

void ResultsPage::beginRun(const QString& planName, bool diskOnly) {
    m_diskOnly = diskOnly;
    if (diskOnly) {
        m_throughput->setLabels(tr("I/O rate"), tr("IOPS"));
        m_iops->setLabels(tr("Throughput"), tr("MB/s"));
        m_gaugeMbit->setLabels(tr("I/O rate"), tr("IOPS"));
        m_gaugeIops->setLabels(tr("Throughput"), tr("MB/s"));
    } else {
        m_throughput->setLabels(tr("Throughput"), tr("Mbit/s"));
        m_iops->setLabels(tr("Operations"), tr("IOPS"));
        m_gaugeMbit->setLabels(tr("Throughput"), tr("Mbit/s"));
        m_gaugeIops->setLabels(tr("Operations"), tr("IOPS"));
    }
    m_rows->setDiskOnly(diskOnly);
    m_throughputSeries.clear();
    m_cpuSeries.clear();
    for (LiveChart* c : {m_throughput, m_cpu, m_iops, m_latency}) c->setSeries({});
    for (GaugeBar* g : {m_gaugeMbit, m_gaugeIops, m_gaugeCpu, m_gaugeLatency}) g->reset();
    m_rows->setRows({});
    m_offset = 0;
    m_lastT = 0;
    m_stepLabel->setText(tr("Starting “%1”…").arg(planName));
}

void ResultsPage::beginStep(int step, int steps, int repeat, int repeats) {
    m_offset = m_lastT;
    m_stepLabel->setText(repeats > 1 ? tr("Step %1 of %2, repeat %3 of %4")
                                           .arg(step + 1)
                                           .arg(steps)
                                           .arg(repeat)
                                           .arg(repeats)
                                     : tr("Step %1 of %2").arg(step + 1).arg(steps));
}

void ResultsPage::endRun(const QString& outcome) { m_stepLabel->setText(outcome); }

void ResultsPage::ensureSeries(const std::vector<results::MetricRow>& rows) {
    // One worker is the total: draw it once.
    const bool perWorker = std::count_if(rows.begin(), rows.end(), [](const auto& r) {
                               return r.scope == "worker";
                           }) > 1;
    // Within a run series are only added (beginRun starts over): a step that runs fewer
    // workers (worker or target cycling, docs/plan-format.md "Sweeps") leaves their lines
    // where they are, and a step that runs more adds lines beside the others.
    if (m_latency->seriesCount() == 0) m_latency->setSeries({tr("mean"), tr("p99")});
    for (const auto& r : rows) {
        const std::string key = r.scope + ":" + r.name;
        if ((r.scope == "all" || (perWorker && r.scope == "worker")) && !m_throughputSeries.count(key)) {
            const QString name = r.scope == "all" ? tr("total") : QString::fromStdString(r.name);
            m_throughputSeries[key] = m_throughput->addSeries(name);
            m_iops->addSeries(name);
        }
        if ((r.scope == "dynamo" || r.scope == "core") && !m_cpuSeries.count(key))
            m_cpuSeries[key] = m_cpu->addSeries(QString::fromStdString(r.name));
    }
}

void ResultsPage::addInterval(const std::vector<results::MetricRow>& rows, double t, bool ramp) {
    ensureSeries(rows);
    const double x = m_offset + t;
    m_lastT = std::max(m_lastT, x);
    for (const auto& r : rows) {
        const std::string key = r.scope + ":" + r.name;
        if (auto it = m_throughputSeries.find(key); it != m_throughputSeries.end()) {
            m_throughput->append(it->second, x, m_diskOnly ? r.opsPerS : r.mbitPerS);
            m_iops->append(it->second, x, m_diskOnly ? r.mbPerS : r.opsPerS);
        }
        if (auto it = m_cpuSeries.find(key); it != m_cpuSeries.end())
            m_cpu->append(it->second, x, r.cpuPct);
        if (r.scope == "all") {
            m_latency->append(0, x, r.latMeanUs);
            m_latency->append(1, x, r.latP99Us);
            m_gaugeMbit->setValue(m_diskOnly ? r.opsPerS : r.mbitPerS);
            m_gaugeIops->setValue(m_diskOnly ? r.mbPerS : r.opsPerS);
            m_gaugeCpu->setValue(r.cpuPct);
            m_gaugeLatency->setValue(r.latP99Us);
        }
    }
    if (!ramp || m_rows->rowCount() == 0) m_rows->setRows(rows);
}

}  // namespace iometry::gui
