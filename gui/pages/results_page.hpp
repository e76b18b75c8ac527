#pragma once
// Results, live: throughput, CPU, IOPS and latency charts over time (total and per
// worker, a point per sample), bar gauges of the current values, and the current
// interval's table. Fed by SessionController's interval signal. A run of disk workers only
// leads with the I/O rate: the first chart and gauge show IOPS, the second MB/s.

#include <QWidget>
#include <map>
#include <vector>

#include "engine/results/metrics.hpp"

class QLabel;
class QTableView;

namespace iometry::gui {

class GaugeBar;
class LiveChart;
class LiveRowsModel;

class ResultsPage : public QWidget {
    Q_OBJECT

public:
    explicit ResultsPage(QWidget* parent = nullptr);

    /**
     * A new run: forget the old series. @p diskOnly: every worker of the plan is a disk
     * worker, so the first chart and gauge show IOPS and the second MB/s (a network or mixed
     * run: Mbit/s and IOPS).
     */
    void beginRun(const QString& planName, bool diskOnly = false);
    bool diskOnly() const { return m_diskOnly; }
    void beginStep(int step, int steps, int repeat, int repeats);
    void addInterval(const std::vector<results::MetricRow>& rows, double t, bool ramp);
    /** The run is over: say how it ended where the step was shown. */
    void endRun(const QString& outcome);

    LiveChart* throughputChart() const { return m_throughput; }
    LiveChart* cpuChart() const { return m_cpu; }
    LiveChart* iopsChart() const { return m_iops; }
    LiveChart* latencyChart() const { return m_latency; }
    LiveRowsModel* table() const { return m_rows; }

Q_SIGNALS:
    void exportTableRequested();

private:
    void ensureSeries(const std::vector<results::MetricRow>& rows);

    LiveChart* m_throughput;
    LiveChart* m_cpu;
    LiveChart* m_iops;
    LiveChart* m_latency;
    GaugeBar* m_gaugeMbit;
    GaugeBar* m_gaugeIops;
    GaugeBar* m_gaugeCpu;
    GaugeBar* m_gaugeLatency;
    QLabel* m_stepLabel;
    QTableView* m_tableView;
    LiveRowsModel* m_rows;

    // Series keys ("all", "worker:NAME", "dynamo:NAME", "core:NAME") to graph indices.
    std::map<std::string, int> m_throughputSeries, m_cpuSeries;
    double m_offset = 0;  // run time at the start of the current step
    double m_lastT = 0;
    bool m_diskOnly = false;
};

}  // namespace iometry::gui
