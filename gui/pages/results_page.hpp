#pragma once
// Results, live: throughput, CPU, IOPS and latency charts over time (a point per sample:
// the total and each dynamo drawn, each worker listed beside the chart to draw on demand,
// per-core CPU as a heat strip under the CPU lines; a marker where each step begins), bar
// gauges of the current values, and the current interval's table. The charts' time window
// (1 min … the whole run) is kept in QSettings "results/chartWindowS". Fed by SessionController's interval signal. A run of disk workers only
// leads with the I/O rate: the first chart and gauge show IOPS, the second MB/s.
// Every text follows a switch of the language, the run's step, outcome and failure too: the
// page keeps them as state and words them again (docs/architecture.md, "The window's
// languages").

#include <QTimer>
#include <QWidget>
#include <map>
#include <vector>

#include "engine/model/plan.hpp"
#include "engine/results/metrics.hpp"

class QComboBox;
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

    /** What a run's plan tells the page before its first sample. */
    struct RunTraits {
        /** Every worker is a disk worker: the first chart and gauge show IOPS and the
         *  second MB/s (a network or mixed run: Mbit/s and IOPS). */
        bool diskOnly = false;
        /** Some worker times round trips (timesRoundTrips()); a plan of streams says on its
         *  latency chart and gauge why they stay empty, and its table has no latency
         *  columns. */
        bool timesRoundTrips = true;
        /** Some worker is a TCP pair: the table has the retransmits column. */
        bool tcp = true;

        /** The traits of @p plan. */
        static RunTraits of(const model::Plan& plan);
    };

    /** A new run: forget the old series and set the page up for a plan of @p traits. */
    void beginRun(const QString& planName, const RunTraits& traits);
    void beginRun(const QString& planName) { beginRun(planName, RunTraits()); }
    /** What the latency chart of a plan of streams says. */
    static QString noRoundTripsText();
    /**
     * True when some worker of @p plan times round trips (docs/metrics.md, "Latency
     * columns"): its spec has replies (transactions, UDP ping-pong) or it is a disk worker.
     * A plan of streams only has no latency to show.
     */
    static bool timesRoundTrips(const model::Plan& plan);
    bool diskOnly() const { return m_diskOnly; }
    /** A step begins: a marker on every chart, labelled @p label (its sweep point, e.g.
     *  "64 KiB ×4"; empty: "Step N"). */
    void beginStep(int step, int steps, int repeat, int repeats, const QString& label = QString());
    void addInterval(const std::vector<results::MetricRow>& rows, double t, bool ramp);
    /**
     * The run is over: say how it ended where the step was shown. @p result as
     * SessionController::runFinished gives it (0 finished, 2 stopped, otherwise failed with
     * @p error); @p stepsDone of @p stepsTotal steps were run.
     */
    void endRun(int result, int stepsDone, int stepsTotal, const QString& error = QString());
    /**
     * The run that began (call after beginRun()) is member @p index (from 0) of @p total of
     * the suite @p suiteName: a line over the charts says which member runs, its step and the
     * suite's time left, until a run that is no member begins.
     */
    void beginMember(const QString& suiteName, int index, int total, const QString& member);
    /** The suite's time left in seconds (the window's estimate); below 0: not known yet. */
    void setSuiteEta(double seconds);
    /**
     * The suite is over: @p completed of its @p total members have completed (in this run
     * or before it), @p failed failed in this run; @p stopped: it was stopped.
     */
    void endSuite(int completed, int failed, int total, bool stopped);
    /** The suite line as shown; empty while no suite is shown. */
    QString suiteText() const;
    /**
     * The run failed: a banner over the charts says why (and where what was measured went),
     * in the page rather than in a modal box; it stays until the next run or its Close.
     */
    void showFailure(const QString& error, const QString& resultsDir);
    /** The failure banner's text; empty while none is shown. */
    QString failureText() const;
    QWidget* failureBanner() const { return m_failure; }

    LiveChart* throughputChart() const { return m_throughput; }
    LiveChart* cpuChart() const { return m_cpu; }
    LiveChart* iopsChart() const { return m_iops; }
    LiveChart* latencyChart() const { return m_latency; }
    LiveRowsModel* table() const { return m_rows; }
    GaugeBar* latencyGauge() const { return m_gaugeLatency; }
    QList<GaugeBar*> gauges() const { return {m_gaugeMbit, m_gaugeIops, m_gaugeCpu, m_gaugeLatency}; }
    QList<LiveChart*> charts() const { return {m_throughput, m_cpu, m_iops, m_latency}; }
    /** The charts' window in seconds (0: the whole run), as chosen and saved. */
    double chartWindowSeconds() const;
    QComboBox* windowCombo() const { return m_window; }
    /** The list groups the series are under, as the charts' lists show them. */
    static QString dynamosGroup();
    static QString workersGroup();
    static QString readsP99Text();
    /** The latency chart's series of a probe's median. */
    static QString probeMedianText(const QString& probe);
    static QString writesP99Text();

    QTableView* tableView() const { return m_tableView; }

Q_SIGNALS:
    void exportTableRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /** Where the run is, as the line above the gauges says it. */
    enum class Stage { Idle, Starting, Step, Finished, Stopped, Failed };
    /** A step's marker on the charts, as beginStep() was told it. */
    struct StepMarker {
        int step;
        int repeat;
        int repeats;
        QString label;  // the sweep point, as the session worded it; empty: "Step N"
    };

    void ensureSeries(const std::vector<results::MetricRow>& rows);
    /** Widens the table's columns that no longer fit their text (@p anew: fits every column
     *  afresh), then spreadColumns(). */
    void fitColumns(bool anew);
    /** Each column its fitted width and an equal share of the width they leave. */
    void spreadColumns();
    /** Hides the columns the run's plan cannot fill (latency of streams, retransmits
     *  without TCP): they would stay empty all run and push the others out of view. */
    void hideUnfilledColumns();
    void applyWindow();
    // Each words its part in the current language, from the state kept.
    void updateLabels();
    void updateSeriesNames();
    void updateStepLabel();
    void updateFailureText();
    void updateSuiteLine();
    QString markerText(const StepMarker& marker) const;

    LiveChart* m_throughput;
    LiveChart* m_cpu;
    LiveChart* m_iops;
    LiveChart* m_latency;
    GaugeBar* m_gaugeMbit;
    GaugeBar* m_gaugeIops;
    GaugeBar* m_gaugeCpu;
    GaugeBar* m_gaugeLatency;
    QLabel* m_stepLabel;
    QWidget* m_failure;
    QLabel* m_failureText;
    QLabel* m_suiteLine;
    QComboBox* m_window;
    QTableView* m_tableView;
    LiveRowsModel* m_rows;
    std::vector<int> m_columnFit;  // each column's width for its widest text so far

    // Series keys ("all:all", "worker:NAME", "dynamo:NAME") to series indices: the rate
    // charts (throughput and operations, the same indices), CPU, latency (p99; the total
    // also has its mean at 0); and "core:DYNAMO/cpuN" to heat strip rows.
    std::map<std::string, int> m_rateSeries, m_cpuSeries, m_latencySeries, m_heatRows;
    /** The total's reads' and writes' p99 on the latency chart (docs/metrics.md, "Read and
     *  write latency"): added when a run times both; -1 before. */
    int m_readP99Series = -1, m_writeP99Series = -1;
    bool m_multiDynamo = false;
    QTimer m_tableTimer;  // applies m_pendingRows to the table
    std::vector<results::MetricRow> m_pendingRows;  // more than one dynamo: their lines are drawn by default
    double m_offset = 0;  // run time at the start of the current step
    double m_lastT = 0;
    bool m_diskOnly = false;
    bool m_timesRoundTrips = true;
    bool m_tcp = true;

    Stage m_stage = Stage::Idle;
    QString m_planName;
    int m_step = 0, m_steps = 0, m_repeat = 0, m_repeats = 0;
    int m_stepsDone = 0, m_stepsTotal = 0;
    QString m_runError;
    QString m_failureError, m_failureDir;  // what showFailure() was told
    std::vector<StepMarker> m_markers;     // this run's, by the charts' marker tags
    // The suite whose member runs (beginMember), as the suite line words it.
    enum class SuiteStage { None, Member, Completed, SomeFailed, Stopped };
    SuiteStage m_suiteStage = SuiteStage::None;
    QString m_suiteName, m_memberName;
    int m_member = 0, m_members = 0, m_membersCompleted = 0, m_membersFailed = 0;
    double m_suiteEtaS = -1;
    // The list groups' names as the charts show them, to rename them at a switch.
    QString m_dynamosGroupName, m_workersGroupName;
};

}  // namespace iometry::gui
