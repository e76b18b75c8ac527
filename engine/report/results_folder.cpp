#include "engine/report/results_folder.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <variant>

#include "engine/kinds/worker_kind.hpp"
#include "engine/json/json_depth.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/results/columns.hpp"

namespace iometry::report {

namespace {

using results::MetricRow;

constexpr std::size_t kPresenceGroups = static_cast<std::size_t>(results::Presence::HostNet) + 1;  // the last

struct Record {
    int line = 0;  // 1-based line on which the record starts
    std::vector<std::string> fields;
};

// RFC 4180: fields separated by commas, records by LF or CRLF; a field in double quotes
// may hold commas, line breaks and doubled quotes. A stray quote inside an unquoted field
// is kept as a character (spreadsheets write such files).
bool splitRecords(std::string_view text, std::vector<Record>& records, int& badLine) {
    Record record;
    std::string field;
    int line = 1;
    record.line = 1;
    bool inQuotes = false;
    bool fieldStarted = false;
    int quoteLine = 0;
    const std::size_t n = text.size();
    auto blank = [](const std::string& s) {
        return s.find_first_not_of(" \t\r") == std::string::npos;
    };
    auto endRecord = [&] {
        record.fields.push_back(field);
        field.clear();
        fieldStarted = false;
        if (!(record.fields.size() == 1 && blank(record.fields[0])))
            records.push_back(std::move(record));
        record = Record{};
    };
    for (std::size_t i = 0; i < n; ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < n && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n') ++line;
                field += c;
            }
            continue;
        }
        if (c == '"' && !fieldStarted) {
            inQuotes = true;
            fieldStarted = true;
            quoteLine = line;
        } else if (c == ',') {
            record.fields.push_back(field);
            field.clear();
            fieldStarted = false;
        } else if (c == '\r' && i + 1 < n && text[i + 1] == '\n') {
            // CR of a CRLF: the LF ends the record.
        } else if (c == '\n') {
            endRecord();
            ++line;
            record.line = line;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes) {
        badLine = quoteLine;
        return false;
    }
    if (fieldStarted || !record.fields.empty()) endRecord();
    return true;
}

std::string trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(first, last - first + 1));
}

// std::from_chars reads the C locale's numbers whatever the process locale is.
bool parseDouble(const std::string& text, double& out) {
    const char* begin = text.data();
    if (!text.empty() && text[0] == '+') ++begin;
    double v = 0;
    const auto [end, ec] = std::from_chars(begin, text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v)) return false;
    out = v;
    return true;
}

// Integers as the engine writes them; "64.0" (a spreadsheet's round trip) is accepted too.
bool parseInteger(const std::string& text, long double lo, long double hi, long double& out) {
    long long i = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), i);
    if (ec == std::errc() && end == text.data() + text.size()) {
        out = static_cast<long double>(i);
    } else {
        unsigned long long u = 0;
        const auto [uend, uec] = std::from_chars(text.data(), text.data() + text.size(), u);
        if (uec == std::errc() && uend == text.data() + text.size()) {
            out = static_cast<long double>(u);
        } else {
            double d = 0;
            if (!parseDouble(text, d) || d != std::floor(d)) return false;
            out = d;
        }
    }
    return out >= lo && out <= hi;
}

bool assign(MetricRow& row, const results::ColumnField& target, const std::string& raw) {
    const std::string text = trimmed(raw);
    if (auto* s = std::get_if<std::string MetricRow::*>(&target)) {
        row.*(*s) = raw;
        return true;
    }
    if (text.empty()) return true;  // the engine leaves non-finite and n/a values empty
    if (auto* d = std::get_if<double MetricRow::*>(&target)) return parseDouble(text, row.*(*d));
    long double v = 0;
    if (auto* o = std::get_if<std::optional<int> MetricRow::*>(&target)) {
        if (!parseInteger(text, 0, std::numeric_limits<int>::max(), v)) return false;
        row.*(*o) = static_cast<int>(v);
        return true;
    }
    if (auto* i = std::get_if<int MetricRow::*>(&target)) {
        if (!parseInteger(text, std::numeric_limits<int>::min(), std::numeric_limits<int>::max(),
                          v))
            return false;
        row.*(*i) = static_cast<int>(v);
        return true;
    }
    auto* u = std::get_if<std::uint64_t MetricRow::*>(&target);
    if (text[0] == '-') return false;
    std::uint64_t exact = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), exact);
    if (ec == std::errc() && end == text.data() + text.size()) {
        row.*(*u) = exact;
        return true;
    }
    if (!parseInteger(text, 0, 1.8e19L, v)) return false;
    row.*(*u) = static_cast<std::uint64_t>(v);
    return true;
}

bool readFile(const std::filesystem::path& path, std::string& text, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read " + path.string();
        return false;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) {
        error = "cannot read " + path.string();
        return false;
    }
    text = buffer.str();
    return true;
}

// A JSON object from @p path; nullopt with @p error (and @p problem) when it is unreadable
// or no object.
std::optional<nlohmann::json> readJsonObject(const std::filesystem::path& path,
                                             const char* what, std::string& error,
                                             FolderProblem& problem) {
    problem = {path.filename().string(), FolderProblem::Kind::Unreadable, 0};
    std::string text;
    if (!readFile(path, text, error)) return std::nullopt;
    nlohmann::json document;
    if (const std::size_t deep = model::jsonTooDeepAt(text)) {
        problem.kind = FolderProblem::Kind::NotJson;
        problem.byte = deep;
        error = path.string() + " is not " + what + ": " + model::jsonDepthProblem(text);
        return std::nullopt;
    }
    try {
        document = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        problem.kind = FolderProblem::Kind::NotJson;
        problem.byte = e.byte;
        error = path.string() + " is not valid JSON (byte " + std::to_string(e.byte) + ")";
        return std::nullopt;
    } catch (const nlohmann::json::exception& e) {
        // A number too large for a double (1e400) is out_of_range, not a parse_error: it
        // ended `iometry-run report` with an uncaught exception.
        problem.kind = FolderProblem::Kind::Unexpected;
        error = path.string() + " is not valid JSON (" + e.what() + ")";
        return std::nullopt;
    }
    if (!document.is_object()) {
        problem.kind = FolderProblem::Kind::NotObject;
        error = path.string() + " is not " + what + ": it holds no JSON object";
        return std::nullopt;
    }
    return document;
}

}  // namespace

std::string FolderProblem::toString() const {
    switch (kind) {
    case Kind::Missing: return file + " is missing";
    case Kind::Unreadable: return file + " cannot be read";
    case Kind::NotJson:
        return file + " is damaged (not valid JSON at byte " + std::to_string(byte) + ")";
    case Kind::NotObject: return file + " is damaged (no JSON object)";
    case Kind::Unexpected: return file + " is damaged (unexpected contents)";
    }
    return file;
}

std::string describeProblems(const std::vector<FolderProblem>& problems) {
    std::string line;
    for (const FolderProblem& p : problems) line += (line.empty() ? "" : "; ") + p.toString();
    return line.empty() ? line : "shown from summary.csv alone: " + line;
}

bool storageOnly(const std::vector<std::string>& kinds) {
    return !kinds.empty() && std::all_of(kinds.begin(), kinds.end(), [](const std::string& kind) {
        const model::WorkerKind* k = model::workerKinds().find(kind);
        return k && k->isStorage();
    });
}

namespace {

/** summary.csv, or with @p times samples.csv (its intervals' names, t_s and ramp). */
std::optional<std::vector<MetricRow>> parseRows(std::string_view text, const std::string& fileName,
                                                std::string& error,
                                                std::vector<std::pair<double, bool>>* times) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // spreadsheets' BOM

    std::vector<Record> records;
    int badLine = 0;
    if (!splitRecords(text, records, badLine)) {
        error = fileName + ", line " + std::to_string(badLine) +
                ": a quoted field is never closed.";
        return std::nullopt;
    }
    if (records.empty()) {
        error = fileName + " is empty: it has no header row.";
        return std::nullopt;
    }

    const Record& header = records.front();
    std::map<std::string, std::size_t> indexOf;
    for (std::size_t i = 0; i < header.fields.size(); ++i)
        indexOf.emplace(trimmed(header.fields[i]), i);  // the first of duplicates wins

    struct Bound {
        const results::Column* column;
        std::size_t index;
    };
    std::vector<Bound> bound;
    std::string missing;
    for (const results::Column& column : results::summaryColumns()) {
        if (times && column.presence == results::Presence::Aggregate) continue;  // none in samples
        auto it = indexOf.find(times && column.intervalName ? column.intervalName : column.name);
        if (it != indexOf.end())
            bound.push_back({&column, it->second});
        else if (column.required)
            missing += (missing.empty() ? "" : ", ") + std::string(column.name);
    }
    const auto tAt = indexOf.find("t_s"), rampAt = indexOf.find("ramp");
    if (times && tAt == indexOf.end()) missing += (missing.empty() ? "" : ", ") + std::string("t_s");
    if (!missing.empty()) {
        error = fileName + " is not a " + (times ? "samples" : "summary") + " file: column(s) " + missing +
                " missing from its header (line " + std::to_string(header.line) + ").";
        return std::nullopt;
    }
    const bool hasPe = indexOf.count("pe_index") > 0;
    const bool hasRepeat = indexOf.count("repeat") > 0;

    std::vector<MetricRow> rows;
    rows.reserve(records.size() - 1);
    for (std::size_t r = 1; r < records.size(); ++r) {
        const Record& record = records[r];
        if (record.fields.size() != header.fields.size()) {
            error = fileName + ", line " + std::to_string(record.line) + ": " +
                    std::to_string(record.fields.size()) + " fields, but the header has " +
                    std::to_string(header.fields.size()) + ".";
            return std::nullopt;
        }
        MetricRow row;
        row.repeat = "1";
        // Which groups of columns the row fills (docs/metrics.md): a group of the file
        // whose cells are all empty is one the row does not have (a stream's latency, a
        // connection's host, UDP columns of a TCP row), which is not a value of 0.
        std::array<int, kPresenceGroups> cells{}, full{};  // by group: its cells, those filled
        for (const Bound& b : bound) {
            const std::string& raw = record.fields[b.index];
            if (!assign(row, b.column->field, raw)) {
                error = fileName + ", line " + std::to_string(record.line) + ", column " +
                        std::to_string(b.index + 1) + " (" + b.column->name + "): \"" + raw +
                        "\" is not a valid number.";
                return std::nullopt;
            }
            const auto group = static_cast<std::size_t>(b.column->presence);
            ++cells[group];
            if (!trimmed(raw).empty()) ++full[group];
        }
        auto has = [&](results::Presence group) { return full[static_cast<std::size_t>(group)] > 0; };
        auto allEmpty = [&](results::Presence group) {
            const auto g = static_cast<std::size_t>(group);
            return cells[g] > 0 && full[g] == 0;
        };
        row.udp = has(results::Presence::Datagrams);
        row.dev = has(results::Presence::Device);
        row.tcp = has(results::Presence::Tcp);
        row.paced = has(results::Presence::Paced);
        row.threads = has(results::Presence::Threads);
        row.clocked = has(results::Presence::Clock);
        row.hostNet = has(results::Presence::HostNet);
        row.tcpSamples = has(results::Presence::TcpGauge) ? 1 : 0;
        // The file keeps the limited shares, not the busy µs behind them: a mark, as above.
        row.tcpBusyUs = has(results::Presence::TcpBusy) ? 1 : 0;
        row.latEmpty = allEmpty(results::Presence::Latency);
        row.readLatEmpty = !has(results::Presence::ReadLatency);  // older files: no such columns
        row.writeLatEmpty = !has(results::Presence::WriteLatency);
        row.hostEmpty = allEmpty(results::Presence::Host);
        if (!hasRepeat || row.repeat.empty()) row.repeat = "1";
        // Files of versions before the column: the same rule as the engine's (metrics.md).
        if (!hasPe) row.peIndex = row.cpuPct > 0 ? row.mbitPerS / row.cpuPct : 0;
        if (times) {
            double t = 0;
            const std::string raw = trimmed(record.fields[tAt->second]);
            const auto [end, ec] = std::from_chars(raw.data(), raw.data() + raw.size(), t);
            if (ec != std::errc() || end != raw.data() + raw.size()) {
                error = fileName + ", line " + std::to_string(record.line) + " (t_s): \"" + raw +
                        "\" is not a valid number.";
                return std::nullopt;
            }
            const bool ramp = rampAt != indexOf.end() && trimmed(record.fields[rampAt->second]) == "1";
            times->emplace_back(t, ramp);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace

std::optional<std::vector<MetricRow>> parseSummaryCsv(std::string_view text,
                                                      const std::string& fileName,
                                                      std::string& error) {
    return parseRows(text, fileName, error, nullptr);
}

std::optional<std::vector<IntervalRow>> parseSamplesCsv(std::string_view text,
                                                        const std::string& fileName,
                                                        std::string& error) {
    std::vector<std::pair<double, bool>> times;
    auto rows = parseRows(text, fileName, error, &times);
    if (!rows) return std::nullopt;
    std::vector<IntervalRow> out;
    out.reserve(rows->size());
    for (std::size_t i = 0; i < rows->size(); ++i)
        out.push_back({times[i].first, times[i].second, std::move((*rows)[i])});
    return out;
}

std::optional<std::vector<IntervalRow>> readProbeTimeline(const std::filesystem::path& dir) {
    std::string text, error;
    if (!readFile(dir / "samples.csv", text, error)) return std::nullopt;
    auto samples = parseSamplesCsv(text, "samples.csv", error);
    if (!samples) return std::nullopt;
    std::vector<IntervalRow> timeline;
    for (IntervalRow& r : *samples)
        if (r.row.scope == "all" || r.row.scope == "probe") timeline.push_back(std::move(r));
    return timeline;
}

bool hasProbeRows(const std::vector<MetricRow>& rows) {
    return std::any_of(rows.begin(), rows.end(), [](const MetricRow& r) { return r.scope == "probe"; });
}

std::map<std::string, ProbeDistribution> probeLatencyOf(const nlohmann::json& results) {
    std::map<std::string, ProbeDistribution> out;
    const auto steps = results.find("steps");
    if (steps == results.end() || !steps->is_array()) return out;
    for (const auto& step : *steps) {
        const auto rows = step.find("rows");
        if (!step.is_object() || rows == step.end() || !rows->is_array()) continue;
        for (const auto& row : *rows) {
            if (!row.is_object() || model::stringAt(row, "scope") != "probe") continue;
            const auto histogram = row.find("latency_histogram");
            if (histogram == row.end()) continue;
            auto latency = stats::LatencyHistogram::fromJson(*histogram, nullptr);
            if (!latency) continue;
            ProbeDistribution& d = out[model::stringAt(row, "name")];
            (model::stringAt(row, "phase") == "load" ? d.load : d.idle).merge(*latency);
        }
    }
    return out;
}

void attachEvidence(std::vector<MetricRow>& rows, const nlohmann::json& results) {
    const auto steps = results.find("steps");
    if (steps == results.end() || !steps->is_array()) return;
    for (const auto& step : *steps) {
        if (!step.is_object() || !step.contains("rows") || !step["rows"].is_array()) continue;
        const int index = static_cast<int>(model::numberAt(step, "step", -1.0));
        const auto repeat = step.find("repeat");
        const std::string rep = repeat == step.end() ? "1"
                                : repeat->is_string() ? repeat->get<std::string>()
                                : repeat->is_number_integer() ? std::to_string(repeat->get<long long>())
                                                      : std::string();
        for (const auto& r : step["rows"]) {
            const auto evidence = r.is_object() ? r.find("evidence") : r.end();
            if (evidence == r.end() || !evidence->is_array()) continue;
            const std::string scope = model::stringAt(r, "scope"), name = model::stringAt(r, "name"),
                              phase = model::stringAt(r, "phase");
            for (MetricRow& row : rows) {
                if (row.step != index || row.repeat != rep || row.scope != scope || row.name != name ||
                    row.phase != phase)
                    continue;
                row.evidence.clear();
                for (const auto& e : *evidence)
                    if (e.is_object())
                        row.evidence.push_back({model::stringAt(e, "backs"), model::stringAt(e, "counter"),
                                                model::stringAt(e, "where"), model::numberAt(e, "value", 0.0),
                                                model::numberAt(e, "limit", 0.0)});
                break;
            }
        }
    }
}

std::optional<PlanFacts> readPlanFacts(const std::filesystem::path& dir, std::string& error,
                                       FolderProblem* problem) {
    const std::filesystem::path path = dir / "plan.json";
    PlanFacts facts;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return facts;
    FolderProblem damage;
    const auto plan = readJsonObject(path, "a plan", error, damage);
    if (!plan) {
        if (problem) *problem = damage;
        return std::nullopt;
    }
    if (const auto it = plan->find("name"); it != plan->end() && it->is_string())
        facts.name = trimmed(it->get<std::string>());
    if (const auto it = plan->find("description"); it != plan->end() && it->is_string())
        facts.description = it->get<std::string>();
    if (const auto it = plan->find("workers"); it != plan->end() && it->is_array())
        for (const auto& worker : *it)
            facts.workerKinds.push_back(worker.is_object() && worker.value("kind", nlohmann::json()).is_string()
                                            ? worker["kind"].get<std::string>()
                                            : std::string());
    // Worker or target cycling (docs/plan-format.md, "Sweeps"): the report's count axis.
    if (const auto it = plan->find("sweep"); it != plan->end() && it->is_object())
        for (const char* key : {"targets", "workers"})
            if (it->contains(key) && !(*it)[key].is_null()) facts.cycleAxis = key;
    if (const auto it = plan->find("aggregate"); it != plan->end() && it->is_string())
        facts.aggregate = it->get<std::string>();
    if (const auto it = plan->find("repeats"); it != plan->end() && it->is_number_integer())
        facts.repeats = std::max(1, it->get<int>());
    if (const auto it = plan->find("procedure"); it != plan->end() && it->is_object())
        facts.procedure = model::stringAt(*it, "kind", "sweep");  // value() throws on a number
    return facts;
}

std::optional<RunFolder> loadRunFolder(const std::filesystem::path& dir, std::string& error) {
    std::error_code ec;
    if (dir.empty() || !std::filesystem::exists(dir, ec)) {
        error = "the results folder " + dir.string() + " does not exist";
        return std::nullopt;
    }
    if (!std::filesystem::is_directory(dir, ec)) {
        error = dir.string() +
                " is not a folder: choose the folder of a run (the one that holds summary.csv)";
        return std::nullopt;
    }
    RunFolder run;
    run.dir = std::filesystem::absolute(dir, ec).lexically_normal();
    if (run.dir.has_filename() == false) run.dir = run.dir.parent_path();
    const std::filesystem::path summary = run.dir / "summary.csv";
    if (!std::filesystem::exists(summary, ec)) {
        error = run.dir.string() + " is not a results folder: it has no summary.csv";
        return std::nullopt;
    }
    std::string text;
    if (!readFile(summary, text, error)) return std::nullopt;
    auto rows = parseSummaryCsv(text, summary.string(), error);
    if (!rows) return std::nullopt;
    run.rows = std::move(*rows);

    // The other files give the title, the workers' kinds, the hosts: without them (a folder
    // copied in part, a file cut short) the figure and the table still come from summary.csv.
    const auto lacks = [&](const char* file) {
        if (std::filesystem::exists(run.dir / file, ec)) return false;
        run.problems.push_back({file, FolderProblem::Kind::Missing, 0});
        return true;
    };
    std::string ignored;
    FolderProblem damage;
    if (!lacks("plan.json")) {
        if (auto facts = readPlanFacts(run.dir, ignored, &damage))
            run.plan = std::move(*facts);
        else
            run.problems.push_back(damage);
    }
    run.planName = run.plan.name.empty() ? run.dir.filename().string() : run.plan.name;
    if (!lacks("bench.json")) {
        if (auto facts = readJsonObject(run.dir / "bench.json", "a bench file", ignored, damage))
            run.bench = std::move(*facts);
        else
            run.problems.push_back(damage);
    }
    const bool probes = hasProbeRows(run.rows);
    if (!lacks("results.json")) {
        if (auto results = readJsonObject(run.dir / "results.json", "a run's record", ignored, damage)) {
            if (probes) run.probeLatency = probeLatencyOf(*results);
            attachEvidence(run.rows, *results);
        } else {
            run.problems.push_back(damage);
        }
    }
    // A run with probes: its timeline of throughput and probe latency (docs/report.md,
    // "Latency under load"), from samples.csv; without it the steps' table still stands.
    if (probes && !lacks("samples.csv")) {
        if (auto timeline = readProbeTimeline(run.dir)) run.timeline = std::move(*timeline);
        else run.problems.push_back({"samples.csv", FolderProblem::Kind::Unreadable, 0});
    }
    // procedure.json: written by every procedure but the sweep (docs/plan-format.md).
    const bool procedureRan = !run.plan.procedure.empty() && run.plan.procedure != "sweep";
    if ((std::filesystem::exists(run.dir / "procedure.json", ec) || procedureRan) && !lacks("procedure.json")) {
        auto result = readJsonObject(run.dir / "procedure.json", "a procedure's result", ignored, damage);
        // A procedure's result names its procedure (docs/plan-format.md, "Procedures").
        if (!result)
            run.problems.push_back(damage);
        else if (model::stringAt(*result, "procedure").empty())
            run.problems.push_back({"procedure.json", FolderProblem::Kind::Unexpected, 0});
        else
            run.procedure = nlohmann::ordered_json(std::move(*result));
    }
    return run;
}

std::string runStatus(const std::filesystem::path& resultsJson) {
    std::ifstream in(resultsJson, std::ios::binary | std::ios::ate);
    if (!in) return {};
    // The recorder keeps the status after the steps (engine/session/results_recorder.cpp):
    // the last key "status" of the text is the record's. A "status" inside a string is
    // escaped there (\"status\"), so a quote after a backslash is not a key.
    const std::streamoff size = in.tellg();
    const std::streamoff from = std::max<std::streamoff>(0, size - 4096);
    in.seekg(from);
    std::string tail(static_cast<std::size_t>(size - from), '\0');
    in.read(tail.data(), static_cast<std::streamsize>(tail.size()));
    const std::string key = "\"status\"";
    for (std::size_t at = tail.rfind(key); at != std::string::npos && at > 0;
         at = tail.rfind(key, at - 1)) {
        if (tail[at - 1] == '\\') continue;
        std::size_t i = tail.find_first_not_of(" \t\r\n", at + key.size());
        if (i == std::string::npos || tail[i] != ':') continue;
        i = tail.find_first_not_of(" \t\r\n", i + 1);
        if (i == std::string::npos || tail[i] != '"') continue;
        std::size_t end = i + 1;
        while (end < tail.size() && tail[end] != '"') end += tail[end] == '\\' ? 2 : 1;
        if (end >= tail.size()) continue;
        const auto value = nlohmann::json::parse(tail.substr(i, end - i + 1), nullptr, false);
        return value.is_string() ? value.get<std::string>() : std::string();
    }
    return {};
}

FolderGlance glanceAtFolder(const std::filesystem::path& dir) {
    FolderGlance g;
    std::string ignored;
    g.plan = readPlanFacts(dir, ignored).value_or(PlanFacts{});
    FolderProblem damage;
    if (const auto bench = readJsonObject(dir / "bench.json", "a bench file", ignored, damage))
        g.started = model::stringAt(*bench, "started");
    std::string text;
    // The steps alone: a list of many folders reads only the step column of each, not
    // every number of every row (parseSummaryCsv), on the window's thread.
    std::vector<Record> records;
    int badLine = 0;
    const bool read = readFile(dir / "summary.csv", text, ignored);
    std::string_view body = text;
    if (body.substr(0, 3) == "\xEF\xBB\xBF") body.remove_prefix(3);  // spreadsheets' BOM
    if (read && splitRecords(body, records, badLine) && !records.empty()) {
        const auto& header = records.front().fields;
        const auto column = std::find_if(header.begin(), header.end(), [](const std::string& f) {
            return trimmed(f) == "step";
        });
        std::set<std::string> steps;
        if (column != header.end())
            for (std::size_t r = 1; r < records.size(); ++r) {
                const auto at = static_cast<std::size_t>(column - header.begin());
                if (at < records[r].fields.size() && !trimmed(records[r].fields[at]).empty())
                    steps.insert(trimmed(records[r].fields[at]));
            }
        g.steps = static_cast<int>(steps.size());
    }
    g.status = runStatus(dir / "results.json");
    return g;
}

}  // namespace iometry::report
