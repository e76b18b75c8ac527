#pragma once
/**
 * @file
 * @brief The columns of summary.csv, declared once (docs/metrics.md).
 *
 * One table says, for each column of a result row, its name, its unit, the field of
 * `MetricRow` it holds, how it is written, when its cell is empty, how the repeats of a
 * step combine it, and whether a results folder without it can be read. The writer of
 * summary.csv, connections.csv and samples.csv (`results_writer`), a row's JSON in
 * results.json, the aggregate of repeats and the reader of results folders
 * (`report/results_folder`) all walk this table; a new column is one line here (appended
 * at the end: files are read by their header, older files stay readable).
 */

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/results/metrics.hpp"

namespace iometry::results {

/** @brief Which rows write a column's cell, the others leaving it empty. */
enum class Presence {
    Always,     ///< every row
    Latency,    ///< rows whose latency was timed (not MetricRow::latEmpty: a stream's are empty)
    ReadLatency,   ///< rows with reads timed (not MetricRow::readLatEmpty)
    WriteLatency,  ///< rows with writes (requests) timed (not MetricRow::writeLatEmpty)
    Host,       ///< rows with a host of their own (not MetricRow::hostEmpty: a connection's are empty)
    Aggregate,  ///< aggregate rows of repeats only (repeat "agg"); samples.csv has no such column
    Datagrams,  ///< rows with UDP receive statistics (MetricRow::udp)
    Device,     ///< rows with block-device counters (MetricRow::dev)
    Tcp,        ///< rows with TCP connections (MetricRow::tcp)
    TcpGauge,   ///< rows with TCP connections that were sampled while sending
    TcpBusy,    ///< rows with TCP connections whose kernel counted time busy sending (MetricRow::tcpBusyUs)
    Probe,      ///< a probe's rows, which say their part of the step (MetricRow::phase)
    Paced,      ///< rows of paced workers, or that hold one (MetricRow::paced)
    Threads,    ///< worker rows whose dynamo counted its own threads' CPU (MetricRow::threads)
    Known,      ///< rows where the optional field holds a value (mtu, workers)
    Clock,      ///< rows of a step whose dynamos all told their windows (MetricRow::clocked)
    HostNet,    ///< rows with a host whose dynamo reported its network as a whole (MetricRow::hostNet);
                ///< the last (engine/report/results_folder.cpp counts the groups up to it)
};

/** @brief How the aggregate row of a step's repeats takes a column (docs/metrics.md, "Repeats"). */
enum class RepeatRule {
    Kept,     ///< the step's value, the same in every repeat (the first repeat's)
    Average,  ///< the mean or the median of the repeats, as the plan asks
    Summed,   ///< the repeats' counts added
    Derived,  ///< computed again from other columns (P/E, loss, the spread)
};

/** @brief The field of MetricRow a column holds. */
using ColumnField = std::variant<double MetricRow::*, int MetricRow::*, std::uint64_t MetricRow::*,
                                 std::string MetricRow::*, std::optional<int> MetricRow::*>;

/** @brief One column of summary.csv. */
struct Column {
    const char* name;  ///< the header's name
    ColumnField field;
    const char* unit = "";  ///< as docs/metrics.md gives it; "" for names and plain counts
    int decimals = 3;       ///< the places a number with a fraction is written with, at most
    Presence presence = Presence::Always;
    RepeatRule repeats = RepeatRule::Average;
    /** A results folder whose summary.csv lacks it cannot be read (the report needs it). */
    bool required = false;
    /** Its name in samples.csv, where it differs (seconds there are one interval's). */
    const char* intervalName = nullptr;
};

/** @brief Every column of summary.csv (and of connections.csv), in the file's order. */
const std::vector<Column>& summaryColumns();

/** @brief The column named @p name, or nullptr. */
const Column* findColumn(std::string_view name);

/** @brief True when @p row writes @p column's cell (see Presence). */
bool present(const MetricRow& row, const Column& column);

/** @brief The number in @p column's cell of @p row; none where the row has none, or for a text column. */
std::optional<double> cellValue(const MetricRow& row, const Column& column);

/** @brief The cell of @p column in @p row as CSV text; empty where the row has none. */
std::string cellText(const MetricRow& row, const Column& column);

}  // namespace iometry::results
