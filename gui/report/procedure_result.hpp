#pragma once
// The result of a plan's procedure as the Report page shows it: procedure.json in a
// results folder (docs/plan-format.md, "Procedures"), read by the engine, and what the
// engine's method makes of it — its figures' names, its headline and its tables
// (engine/report/procedure_table.hpp, engine/report/distribution_table.hpp), in the
// window's language.

#include <QString>
#include <QVariant>
#include <QVector>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace iometry::gui {

struct ProcedureResult {
    QString kind;  ///< procedure.json's "procedure": udp_ramp, rate_search, fine_sweep, …
    nlohmann::ordered_json data = {};  ///< as the engine read it: its figures and tables come from it
};

/** A procedure's result as the engine read it (report::RunFolder::procedure). */
ProcedureResult procedureResultOf(const nlohmann::ordered_json& result);

/** True when the method of @p result describes a figure of it (model::Method::resultFigures). */
bool hasProcedureView(const ProcedureResult& result);

/** True when it also has a distribution view (model::ResultFigure::pairs): latency. */
bool hasDistributionView(const ProcedureResult& result);

/** The method's figure's title as a view of the Report page: "Zero-loss rate per frame size". */
QString procedureViewName(const ProcedureResult& result);
/** The title of the method's distribution figure; empty when it has none. */
QString distributionViewName(const ProcedureResult& result);

/** One column of a procedure's table. */
struct ProcedureColumn {
    QString header;    ///< translated, with the unit
    int decimals = 0;  ///< for numbers shown with a fixed number of decimals
    /** The column's name in files (procedure.json's field, C locale): CSV export's header. */
    QString key = {};
    /** A size in bytes: shown as the other tables show sizes ("16 KiB", formatByteSize()). */
    bool bytes = false;
};

/**
 * A procedure's table: a row per point of its result. A cell is a double, a bool, a
 * string, or null (not measured: shown as a dash).
 */
struct ProcedureTable {
    std::vector<ProcedureColumn> columns;
    std::vector<std::vector<QVariant>> rows;
};

/** The table of @p result; no columns when the kind has no view. */
ProcedureTable procedureTable(const ProcedureResult& result);

/**
 * A string cell as the table shows it: procedure.json's words (limited_by's "loss" and
 * "sender") translated; the cell itself keeps the word, which files get.
 */
QString procedureCellText(const QString& value);

/**
 * The method's answer in one line, for the figure's subtitle: its headlines, the numbers
 * the article's summary gives ("Highest rate arrived (Mbit/s): 97.2; …"). Empty when none.
 */
QString procedureHeadline(const ProcedureResult& result);

/** The table of @p result's distribution view; no columns when the kind has none. */
ProcedureTable distributionTable(const ProcedureResult& result);
/** The distribution binned for the screen (report::distributionBins). */
ProcedureTable distributionBins(const ProcedureResult& result);

}  // namespace iometry::gui
