#pragma once
// A finished run's results folder as the Report page reads it: what the engine's reader
// gives (engine/report/results_folder.hpp: summary.csv, plan.json's facts, bench.json)
// and, when the plan had a procedure, procedure.json.

#include <QString>
#include <QStringList>
#include <map>
#include <nlohmann/json.hpp>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/report/results_folder.hpp"
#include "engine/results/metrics.hpp"
#include "gui/report/procedure_result.hpp"

namespace iometry::gui {

struct ResultsFolder {
    QString dir;
    QString planName;
    std::vector<results::MetricRow> rows;
    std::optional<ProcedureResult> procedure;  ///< procedure.json, when the run wrote one
    /** The kinds of the plan's workers (tcp, udp, disk) from plan.json; empty without one. */
    QStringList workerKinds;
    /** The plan's cycling axis, "workers" or "targets" (plan.json's sweep.workers or
     *  sweep.targets, docs/plan-format.md "Sweeps"); empty when the plan cycles neither. */
    QString cycleAxis = {};
    /** How the plan combined its repeats (mean, median, best); plan.json's "aggregate". */
    QString aggregate = QStringLiteral("mean");
    /** bench.json (hosts, interfaces: the figure's subtitle); null without one. */
    nlohmann::json bench = {};
    /** The run's name in a comparison: the plan's name until the user edits it. */
    QString label = {};
    /** The device under test of the review suite the run is a member of (suite.json's
     *  `device` in the folder above); empty for a run of its own. */
    QString device = {};
    /** The run's two directions named by hosts, from plan.json (readDirections()):
     *  towards the partners ("A → B", the holders' write) and back ("B → A", their read);
     *  empty without a plan of pairs. */
    QString toPartner = {};
    QString toHolder = {};
    /** Its files that are missing or damaged (plan.json, bench.json, results.json,
     *  procedure.json): what they held is not shown (docs/report.md). */
    std::vector<report::FolderProblem> problems = {};
    /** A run with probes: samples.csv's `all` and `probe` rows and each probe's
     *  distribution idle and under the load, as the engine's reader read them once
     *  (report::RunFolder::timeline, probeLatency); empty otherwise. */
    std::vector<report::IntervalRow> timeline = {};
    std::map<std::string, report::ProbeDistribution> probeLatency = {};
};

/** "Shown from summary.csv alone: plan.json is damaged …; …" in the interface's language;
 *  empty when nothing is missing. */
QString problemsLine(const std::vector<report::FolderProblem>& problems);

/**
 * Names the directions of the run in DIR by its hosts (docs/metrics.md, "Traffic": write is
 * what the holders sent, read what they received), from DIR/plan.json: "A → B" and "B → A"
 * when every pair's holder is on dynamo A and its partner on B; by addresses when the
 * dynamos are one ("10.0.0.1 → 10.0.0.2"); "holder → partner" when both ends share dynamo
 * and address (loopback). Left empty when the pairs go between different hosts or the plan
 * has none or cannot be read.
 */
void readDirections(ResultsFolder& folder);

/**
 * True when every worker of the plan was a disk worker (docs/plan-format.md, "Workers"):
 * the report then draws I/O rate and latency (gui/report/disk_report.hpp). A plan that
 * mixes disk and network workers, or a folder without plan.json, is not a disk run.
 */
bool isDiskRun(const ResultsFolder& folder);

/**
 * Reads DIR/summary.csv and the plan name from DIR/plan.json.
 *
 * Required columns: step, scope, name, size, mbit_per_s; every other known column is
 * optional (0, or "1" for repeat, when absent) and unknown columns are ignored. A field
 * that is not a number, or a malformed record, is an error naming file, line and
 * column. Without plan.json (or with an empty name) the folder's name is the plan name.
 * procedure.json is read when present (report::RunFolder::procedure). A missing or damaged
 * plan.json, bench.json, results.json or procedure.json does not fail the folder: it is
 * listed in ResultsFolder::problems. On failure (no summary.csv, a damaged one) returns
 * nothing and sets @p error to a sentence for the user.
 */
std::optional<ResultsFolder> loadResultsFolder(const QString& dir, QString& error);

/**
 * loadResultsFolder() off the GUI thread: a run's folder at 128 dynamos holds megabytes of
 * results.json, more than 100 ms of reading (docs/architecture.md, "The window stays
 * responsive"). @p then gets the folder (or nothing, and the error) on the GUI thread,
 * unless @p context is gone by then. The global pool, not a detached thread: the application
 * waits for it when it quits.
 */
void loadResultsFolderLater(const QString& dir, QObject* context,
                            std::function<void(std::optional<ResultsFolder>, const QString& error)> then);

/** Parses summary.csv text; @p fileName only appears in error messages. */
std::optional<std::vector<results::MetricRow>> parseSummaryCsv(const QByteArray& text,
                                                               const QString& fileName,
                                                               QString& error);

}  // namespace iometry::gui
