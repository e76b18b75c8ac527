#include "engine/session/interval_aggregation.hpp"

#include <algorithm>
#include <cmath>

namespace iometry::session {
namespace {

using nlohmann::json;
using results::MetricRow;

int weightedRead(const model::AccessSpec* spec) {
    if (!spec) return 0;
    int read = 0;
    for (const auto& l : spec->lines) read += l.read * l.share;
    return read / 100;
}

const model::AccessSpec* specOf(const model::Step& step, const model::WorkerDef& w) {
    for (const auto& s : step.specs)
        if (s.name == w.spec) return &s;
    return nullptr;
}

/** Adds @p from's rates into @p into (for dynamo and all rows). */
void addRates(MetricRow& into, const MetricRow& from) {
    into.opsPerS += from.opsPerS;
    into.readOpsPerS += from.readOpsPerS;
    into.writeOpsPerS += from.writeOpsPerS;
    into.transactionsPerS += from.transactionsPerS;
    into.mbitPerS += from.mbitPerS;
    into.mbPerS += from.mbPerS;
    into.readMbitPerS += from.readMbitPerS;
    into.writeMbitPerS += from.writeMbitPerS;
    into.errors += from.errors;
    into.seconds = std::max(into.seconds, from.seconds);
}

bool fail(std::string& error, const std::string& what) {
    error = what;
    return false;
}

bool readCounter(const json& entry, const char* key, std::uint64_t& out, std::string& error,
                 const std::string& where) {
    auto it = entry.find(key);
    if (it == entry.end()) return true;  // absent counts as 0
    if (it->is_number_unsigned()) {
        out = it->get<std::uint64_t>();
        return true;
    }
    if (it->is_number_integer() && it->get<std::int64_t>() >= 0) {
        out = static_cast<std::uint64_t>(it->get<std::int64_t>());
        return true;
    }
    return fail(error, where + ": \"" + key + "\" is not a count (a whole number >= 0)");
}

}  // namespace

std::optional<ParsedSample> parseSample(const json& message, std::string& error) {
    if (!message.is_object()) {
        error = "a sample is not a JSON object";
        return std::nullopt;
    }
    ParsedSample s;
    auto number = [&](const char* key, double& out) {
        auto it = message.find(key);
        if (it == message.end()) return true;
        if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0)
            return fail(error, std::string("sample: \"") + key + "\" is not a number >= 0");
        out = it->get<double>();
        return true;
    };
    auto flag = [&](const char* key, bool& out) {
        auto it = message.find(key);
        if (it == message.end()) return true;
        if (!it->is_boolean()) return fail(error, std::string("sample: \"") + key + "\" is not true or false");
        out = it->get<bool>();
        return true;
    };
    if (auto it = message.find("step"); it != message.end()) {
        if (!it->is_number_integer()) {
            error = "sample: \"step\" is not an integer";
            return std::nullopt;
        }
        const auto v = it->get<std::int64_t>();
        s.step = v < 0 || v > 1'000'000'000 ? -1 : static_cast<int>(v);
    }
    if (auto it = message.find("seq"); it != message.end()) {
        if (!it->is_number_unsigned() && !(it->is_number_integer() && it->get<std::int64_t>() >= 0)) {
            error = "sample: \"seq\" is not a count";
            return std::nullopt;
        }
        s.seq = it->get<std::uint64_t>();
    }
    if (!number("t", s.t) || !number("interval_s", s.intervalS) || !flag("ramp", s.ramp) ||
        !flag("last", s.last))
        return std::nullopt;
    if (auto it = message.find("host"); it != message.end()) {
        if (!it->is_object()) {
            error = "sample: \"host\" is not an object";
            return std::nullopt;
        }
        s.host = *it;
    }
    auto workers = message.find("workers");
    if (workers == message.end()) return s;
    if (!workers->is_array()) {
        error = "sample: \"workers\" is not a list";
        return std::nullopt;
    }
    s.workers.reserve(workers->size());
    for (std::size_t i = 0; i < workers->size(); ++i) {
        const json& entry = (*workers)[i];
        const std::string where = "sample: worker entry " + std::to_string(i);
        if (!entry.is_object()) {
            error = where + " is not an object";
            return std::nullopt;
        }
        SampleEntry e;
        auto id = entry.find("id");
        if (id == entry.end() || !id->is_number_integer() || id->get<std::int64_t>() < 0 ||
            id->get<std::int64_t>() > 1'000'000) {
            error = where + ": \"id\" is missing or not a worker number";
            return std::nullopt;
        }
        e.id = static_cast<int>(id->get<std::int64_t>());
        if (auto role = entry.find("role"); role != entry.end()) {
            if (!role->is_string() || (*role != "holder" && *role != "partner")) {
                error = where + ": \"role\" is neither \"holder\" nor \"partner\"";
                return std::nullopt;
            }
            e.partner = *role == "partner";
        }
        results::Counters& c = e.counters;
        if (!readCounter(entry, "read_ops", c.readOps, error, where) ||
            !readCounter(entry, "write_ops", c.writeOps, error, where) ||
            !readCounter(entry, "bytes_read", c.bytesRead, error, where) ||
            !readCounter(entry, "bytes_written", c.bytesWritten, error, where) ||
            !readCounter(entry, "transactions", c.transactions, error, where) ||
            !readCounter(entry, "errors", c.errors, error, where))
            return std::nullopt;
        if (auto latency = entry.find("latency"); latency != entry.end() && !latency->is_null()) {
            std::string why;
            e.latency = stats::LatencyHistogram::fromJson(*latency, &why);
            if (!e.latency) {
                error = where + ": bad latency histogram: " + why;
                return std::nullopt;
            }
        }
        s.workers.push_back(std::move(e));
    }
    return s;
}

bool latencyAtPartner(const model::Step& step, std::size_t worker) {
    // A holder that only answers requests cannot time them: its partner asks and times.
    if (worker >= step.workers.size()) return false;
    const model::AccessSpec* spec = specOf(step, step.workers[worker]);
    return spec && !spec->lines.empty() && spec->lines.front().read == 100 &&
           std::any_of(spec->lines.begin(), spec->lines.end(),
                       [](const model::AccessLine& l) { return l.reply > 0; });
}

Accumulator::Accumulator(std::size_t workers) : m_workers(workers) {}

void Accumulator::add(const std::string& dynamo, const ParsedSample& sample, const model::Step& step) {
    const double seconds = sample.intervalS;
    auto& d = m_dynamos[dynamo];
    d.cpu.add(sample.host, seconds);
    d.seconds += seconds;
    for (const SampleEntry& e : sample.workers) {
        if (e.id < 0 || static_cast<std::size_t>(e.id) >= m_workers.size()) continue;
        Worker& w = m_workers[static_cast<std::size_t>(e.id)];
        if (e.latency && e.partner == latencyAtPartner(step, static_cast<std::size_t>(e.id)))
            w.latency.merge(*e.latency);
        End& end = e.partner ? w.partner : w.holder;
        end.counters.add(e.counters);
        end.seconds += seconds;
    }
}

StepRows Accumulator::rows(const StepContext& context) const {
    const model::Step& step = *context.step;
    auto blank = [&](const std::string& scope, const std::string& name) {
        MetricRow row;
        row.step = step.index;
        row.repeat = context.repeat;
        row.scope = scope;
        row.name = name;
        return row;
    };
    std::vector<MetricRow> workerRows;
    std::map<std::string, MetricRow> dynamoRows;
    std::map<std::string, stats::LatencyHistogram> dynamoLatency;
    MetricRow all = blank("all", "all");
    stats::LatencyHistogram allLatency;
    for (const auto& [name, acc] : m_dynamos) {
        MetricRow row = blank("dynamo", name);
        row.setHost(acc.cpu);
        row.seconds = acc.seconds;
        dynamoRows[name] = row;
    }
    for (std::size_t i = 0; i < step.workers.size() && i < m_workers.size(); ++i) {
        const model::WorkerDef& w = step.workers[i];
        const model::AccessSpec* spec = specOf(step, w);
        const Worker& acc = m_workers[i];
        MetricRow row = blank("worker", w.name);
        row.size = spec && !spec->lines.empty() ? spec->lines.front().size : 0;
        row.outstanding = w.outstanding;
        row.readPct = weightedRead(spec);
        // A pair is counted once, at its holder.
        row.setTraffic(acc.holder.counters, acc.latency, acc.holder.seconds);
        auto d = m_dynamos.find(w.dynamo);
        if (d != m_dynamos.end()) row.setHost(d->second.cpu);
        workerRows.push_back(row);
        if (dynamoRows.count(w.dynamo)) {
            MetricRow& dr = dynamoRows[w.dynamo];
            addRates(dr, row);
            dr.size = row.size;
            dr.outstanding = row.outstanding;
            dr.readPct = row.readPct;
            dynamoLatency[w.dynamo].merge(acc.latency);
        }
        addRates(all, row);
        all.size = row.size;
        all.outstanding = row.outstanding;
        all.readPct = row.readPct;
        allLatency.merge(acc.latency);
    }
    // CPU of "all" is the mean over the dynamos (each a host under test).
    double n = 0;
    for (auto& [name, row] : dynamoRows) {
        row.setLatency(dynamoLatency[name]);
        row.peIndex = row.cpuPct > 0 ? row.mbitPerS / row.cpuPct : 0;
        all.cpuPct += row.cpuPct;
        all.cpuUserPct += row.cpuUserPct;
        all.cpuSystemPct += row.cpuSystemPct;
        all.cpuIrqPct += row.cpuIrqPct;
        all.cpuSoftirqPct += row.cpuSoftirqPct;
        all.cpuIowaitPct += row.cpuIowaitPct;
        all.cpuStealPct += row.cpuStealPct;
        all.processCpuPct += row.processCpuPct;
        all.irqPerS += row.irqPerS;
        all.nicRxMbitPerS += row.nicRxMbitPerS;
        all.nicTxMbitPerS += row.nicTxMbitPerS;
        all.nicRxPps += row.nicRxPps;
        all.nicTxPps += row.nicTxPps;
        all.nicDrops += row.nicDrops;
        n += 1;
    }
    if (n > 0) {
        for (double* f : {&all.cpuPct, &all.cpuUserPct, &all.cpuSystemPct, &all.cpuIrqPct,
                          &all.cpuSoftirqPct, &all.cpuIowaitPct, &all.cpuStealPct,
                          &all.processCpuPct})
            *f /= n;
    }
    all.setLatency(allLatency);
    all.peIndex = all.cpuPct > 0 ? all.mbitPerS / all.cpuPct : 0;

    StepRows out;
    out.rows.push_back(all);
    out.latency.push_back(allLatency);
    for (auto& [name, row] : dynamoRows) {
        out.rows.push_back(row);
        out.latency.push_back(dynamoLatency[name]);
    }
    for (std::size_t i = 0; i < workerRows.size(); ++i) {
        out.rows.push_back(workerRows[i]);
        out.latency.push_back(m_workers[i].latency);
    }
    return out;
}

std::vector<MetricRow> intervalRows(const StepContext& context,
                                    const std::map<std::string, ParsedSample>& samples) {
    const model::Step& step = *context.step;
    Accumulator acc(step.workers.size());
    for (const auto& [dynamo, sample] : samples) acc.add(dynamo, sample, step);
    std::vector<MetricRow> rows = acc.rows(context).rows;
    // Per-core CPU, one row per core (scope "core", name "dynamo/cpuN"), for the live
    // charts and for spotting one core saturated by interrupts while the others idle.
    for (const auto& [dynamo, sample] : samples) {
        const json cores = sample.host.value("cores", json::array());
        if (!cores.is_array()) continue;
        for (std::size_t c = 0; c < cores.size(); ++c) {
            MetricRow row;
            row.step = step.index;
            row.repeat = context.repeat;
            row.scope = "core";
            row.name = dynamo + "/cpu" + std::to_string(c);
            row.seconds = sample.intervalS;
            results::CpuAverage cpu;
            cpu.add({{"cpu", cores[c]}}, 1.0);
            row.cpuPct = cpu.busy();
            row.cpuUserPct = cpu.user();
            row.cpuSystemPct = cpu.system();
            row.cpuIrqPct = cpu.irq();
            row.cpuSoftirqPct = cpu.softirq();
            row.cpuIowaitPct = cpu.iowait();
            row.cpuStealPct = cpu.steal();
            rows.push_back(row);
        }
    }
    return rows;
}

std::vector<MetricRow> aggregateRepeats(const std::vector<StepRows>& repeats, model::Aggregate how) {
    std::vector<MetricRow> out;
    if (repeats.empty()) return out;
    const auto& first = repeats.front().rows;
    for (std::size_t r = 0; r < first.size(); ++r) {
        std::vector<MetricRow> same;
        for (const auto& rep : repeats)
            if (r < rep.rows.size()) same.push_back(rep.rows[r]);
        out.push_back(results::aggregateRepeats(same, model::toString(how)));
    }
    return out;
}

}  // namespace iometry::session
