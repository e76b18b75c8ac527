#pragma once
// The result of a plan's procedure as the Report page reads it: procedure.json in a
// results folder (docs/plan-format.md, "Procedures"), and the table each network method
// prints — the rates of a UDP ramp, the zero-loss rate per frame size, the sizes of a fine
// sweep, the delay per size of the adapter-delay method, the points of a ramp.

#include <QJsonObject>
#include <QString>
#include <QVariant>
#include <QVector>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace iometry::gui {

struct ProcedureResult {
    QString kind;  ///< procedure.json's "procedure": udp_ramp, rate_search, fine_sweep, …
    QJsonObject json;  ///< what the views draw (gui/methods/)
    nlohmann::ordered_json data = {};  ///< as the engine read it: what its tables come from
};

/** A procedure's result as the engine read it (report::RunFolder::procedure). */
ProcedureResult procedureResultOf(const nlohmann::ordered_json& result);

/** The kinds the Report page draws a figure and a table for. */
bool hasProcedureView(const QString& kind);

/** The kinds that also have a distribution view (MethodView::distribution): latency. */
bool hasDistributionView(const QString& kind);

/** The method's name as a view of the Report page: "Zero-loss rate per frame size". */
QString procedureViewName(const QString& kind);
/** The name of the method's distribution view; empty when it has none. */
QString distributionViewName(const QString& kind);

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
 * The one-line answer of the method, for the figure's subtitle and the page:
 * "max 97.2 Mbit/s at 150 Mbit/s offered, lossless up to 90 Mbit/s". Empty when none.
 */
QString procedureHeadline(const ProcedureResult& result);

/** The table of @p result's distribution view; no columns when the kind has none. */
ProcedureTable distributionTable(const ProcedureResult& result);
/** The distribution binned for the screen (MethodView::Distribution::bins); the points
 *  (distributionTable()) when the method bins nothing. */
ProcedureTable distributionBins(const ProcedureResult& result);

}  // namespace iometry::gui
