#include "workers/sampling/proc_parsers.hpp"

#include <array>
#include <charconv>
#include <cstddef>

namespace iometry::sampling {

namespace {

// More CPUs than any machine has: a bigger number in "cpuN" is garbage, not a reason to
// allocate gigabytes.
constexpr std::uint64_t kMaxCpus = 65536;

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/** Splits text into lines without allocating. */
class LineReader {
public:
    explicit LineReader(std::string_view text) : m_rest(text) {}

    bool next(std::string_view& line) {
        if (m_rest.empty()) {
            return false;
        }
        const std::size_t end = m_rest.find('\n');
        if (end == std::string_view::npos) {
            line = m_rest;
            m_rest = {};
        } else {
            line = m_rest.substr(0, end);
            m_rest.remove_prefix(end + 1);
        }
        return true;
    }

private:
    std::string_view m_rest;
};

/** Pops the next whitespace-separated token; false at the end of the text. */
bool nextToken(std::string_view& rest, std::string_view& token) {
    std::size_t i = 0;
    while (i < rest.size() && isSpace(rest[i])) {
        ++i;
    }
    if (i == rest.size()) {
        rest = {};
        return false;
    }
    std::size_t j = i;
    while (j < rest.size() && !isSpace(rest[j])) {
        ++j;
    }
    token = rest.substr(i, j - i);
    rest.remove_prefix(j);
    return true;
}

/** A whole token of decimal digits that fits 64 bits. */
bool parseU64(std::string_view token, std::uint64_t& out) {
    if (token.empty()) {
        return false;
    }
    const char* end = token.data() + token.size();
    const auto [ptr, ec] = std::from_chars(token.data(), end, out, 10);
    return ec == std::errc{} && ptr == end;
}

bool nextU64(std::string_view& rest, std::uint64_t& out) {
    std::string_view token;
    return nextToken(rest, token) && parseU64(token, out);
}

/** Parses the numbers after "cpu"/"cpuN": at least four, up to ten, all numeric. */
std::optional<CpuTimes> parseCpuFields(std::string_view rest) {
    std::array<std::uint64_t, 8> v{};
    std::size_t count = 0;
    std::string_view token;
    while (nextToken(rest, token)) {
        std::uint64_t x = 0;
        if (!parseU64(token, x)) {
            return std::nullopt;
        }
        if (count < v.size()) {
            v[count] = x;
        }
        ++count;
    }
    if (count < 4) {
        return std::nullopt;
    }
    return CpuTimes{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]};
}

std::uint64_t deltaOrZero(std::uint64_t before, std::uint64_t after) {
    return after >= before ? after - before : 0;
}

}  // namespace

std::optional<CpuStat> parseProcStat(std::string_view text) {
    CpuStat stat;
    bool haveAll = false;
    LineReader lines(text);
    std::string_view line;
    while (lines.next(line)) {
        std::string_view rest = line;
        std::string_view key;
        if (!nextToken(rest, key)) {
            continue;
        }
        if (key == "cpu") {
            if (haveAll) {
                continue;  // a second aggregate line is garbage; keep the first
            }
            const auto times = parseCpuFields(rest);
            if (!times) {
                return std::nullopt;
            }
            stat.all = *times;
            haveAll = true;
        } else if (key.size() > 3 && key.substr(0, 3) == "cpu") {
            std::uint64_t index = 0;
            if (!parseU64(key.substr(3), index) || index >= kMaxCpus) {
                continue;
            }
            const auto times = parseCpuFields(rest);
            if (!times) {
                continue;
            }
            if (index >= stat.cores.size()) {
                stat.cores.resize(static_cast<std::size_t>(index) + 1);
            }
            stat.cores[static_cast<std::size_t>(index)] = *times;
        } else if (key == "intr") {
            std::uint64_t x = 0;
            if (nextU64(rest, x)) {
                stat.interrupts = x;
            }
        } else if (key == "ctxt") {
            std::uint64_t x = 0;
            if (nextU64(rest, x)) {
                stat.contextSwitches = x;
            }
        }
    }
    if (!haveAll) {
        return std::nullopt;
    }
    return stat;
}

CpuPercent cpuPercent(const CpuTimes& before, const CpuTimes& after) {
    const std::uint64_t user = deltaOrZero(before.user, after.user);
    const std::uint64_t nice = deltaOrZero(before.nice, after.nice);
    const std::uint64_t system = deltaOrZero(before.system, after.system);
    const std::uint64_t idle = deltaOrZero(before.idle, after.idle);
    const std::uint64_t iowait = deltaOrZero(before.iowait, after.iowait);
    const std::uint64_t irq = deltaOrZero(before.irq, after.irq);
    const std::uint64_t softirq = deltaOrZero(before.softirq, after.softirq);
    const std::uint64_t steal = deltaOrZero(before.steal, after.steal);
    // The total is the sum of the clamped deltas, so the shares always add up to 100.
    const std::uint64_t busy = user + nice + system + irq + softirq + steal;
    const std::uint64_t total = busy + idle + iowait;
    CpuPercent p;
    if (total == 0) {
        return p;
    }
    const double scale = 100.0 / static_cast<double>(total);
    p.user = static_cast<double>(user + nice) * scale;
    p.system = static_cast<double>(system) * scale;
    p.irq = static_cast<double>(irq) * scale;
    p.softirq = static_cast<double>(softirq) * scale;
    p.iowait = static_cast<double>(iowait) * scale;
    p.steal = static_cast<double>(steal) * scale;
    p.busy = static_cast<double>(busy) * scale;
    return p;
}

std::vector<DiskStatCounters> parseProcDiskstats(std::string_view text) {
    std::vector<DiskStatCounters> result;
    LineReader lines(text);
    std::string_view line;
    while (lines.next(line)) {
        // major minor name, then 11 counters (4.18+ adds 4 discard, 5.5+ 2 flush fields).
        std::string_view rest = line, token;
        std::array<std::uint64_t, 13> v{};
        std::string_view name;
        std::size_t count = 0;
        bool ok = true;
        while (nextToken(rest, token) && count < 14) {
            if (count == 2) {
                name = token;
            } else {
                std::uint64_t x = 0;
                if (!parseU64(token, x)) {
                    ok = false;
                    break;
                }
                v[count < 2 ? count : count - 1] = x;
            }
            ++count;
        }
        if (!ok || count < 14 || name.empty()) {
            continue;
        }
        // v: major minor | reads merged sectors ms | writes merged sectors ms | in_flight io_ms weighted
        DiskStatCounters d;
        d.major = static_cast<unsigned>(v[0]);
        d.minor = static_cast<unsigned>(v[1]);
        d.name = std::string(name);
        d.reads = v[2];
        d.sectorsRead = v[4];
        d.writes = v[6];
        d.sectorsWritten = v[8];
        d.ioMs = v[11];
        d.weightedMs = v[12];
        result.push_back(std::move(d));
    }
    return result;
}

std::vector<NetDevCounters> parseProcNetDev(std::string_view text) {
    std::vector<NetDevCounters> result;
    LineReader lines(text);
    std::string_view line;
    while (lines.next(line)) {
        // Interface names cannot contain ':' (dev_valid_name), so the first one ends it.
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos) {
            continue;
        }
        std::string_view name = line.substr(0, colon);
        while (!name.empty() && isSpace(name.front())) {
            name.remove_prefix(1);
        }
        while (!name.empty() && isSpace(name.back())) {
            name.remove_suffix(1);
        }
        if (name.empty() || name.find('|') != std::string_view::npos) {
            continue;
        }
        std::string_view rest = line.substr(colon + 1);
        std::array<std::uint64_t, 16> v{};
        std::size_t count = 0;
        bool ok = true;
        std::string_view token;
        while (nextToken(rest, token)) {
            std::uint64_t x = 0;
            if (!parseU64(token, x)) {
                ok = false;
                break;
            }
            if (count < v.size()) {
                v[count] = x;
            }
            ++count;
        }
        if (!ok || count < v.size()) {
            continue;
        }
        // Receive: bytes packets errs drop fifo frame compressed multicast;
        // transmit: bytes packets errs drop fifo colls carrier compressed.
        result.push_back(
            NetDevCounters{std::string(name), v[0], v[1], v[2], v[3], v[8], v[9], v[10], v[11]});
    }
    return result;
}

std::optional<std::uint64_t> parseProcNetSnmpTcpRetrans(std::string_view text) {
    LineReader lines(text);
    std::string_view line;
    std::string_view names;  // the "Tcp:" line of column names, once seen
    while (lines.next(line)) {
        if (!line.starts_with("Tcp:")) continue;
        if (names.empty()) {
            names = line;
            continue;
        }
        // The line of values: the token under "RetransSegs" in the line of names.
        std::string_view nameRest = names, valueRest = line, name, value;
        while (nextToken(nameRest, name)) {
            if (!nextToken(valueRest, value)) return std::nullopt;
            if (name == "RetransSegs") {
                std::uint64_t x = 0;
                if (!parseU64(value, x)) return std::nullopt;
                return x;
            }
        }
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<ProcessCpu> parseProcPidStat(std::string_view text) {
    const std::size_t open = text.find('(');
    const std::size_t close = text.rfind(')');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open) {
        return std::nullopt;
    }
    std::string_view pidField = text.substr(0, open);
    std::string_view pidToken;
    std::uint64_t pid = 0;
    if (!nextToken(pidField, pidToken) || !parseU64(pidToken, pid)) {
        return std::nullopt;
    }
    // After the comm: state (field 3) ... utime (field 14), stime (field 15).
    std::string_view rest = text.substr(close + 1);
    std::string_view token;
    for (int field = 3; field < 14; ++field) {
        if (!nextToken(rest, token)) {
            return std::nullopt;
        }
    }
    ProcessCpu cpu;
    if (!nextU64(rest, cpu.utimeTicks) || !nextU64(rest, cpu.stimeTicks)) {
        return std::nullopt;
    }
    return cpu;
}

}  // namespace iometry::sampling
