#include "engine/import/fio_convert.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <set>
#include <stdexcept>

#include "engine/kinds/disk/disk_kind.hpp"

// How each fio option maps onto a plan, is noted, listed or refused: docs/fio-files.md,
// "Reading fio job files". The bounds are the plan's (docs/plan-format.md), from the model.

namespace iometry::import_fio {
namespace {

using import_icf::IcfPlan;

constexpr std::uint64_t kUs = 1;
constexpr std::uint64_t kSecondUs = 1000000;
constexpr std::uint64_t kDefaultBs = 4096;                     // fio's bs
constexpr std::uint64_t kDefaultFileSize = 1ull << 30;         // a test file without size
constexpr std::uint64_t kMinFileSize = 4096;                   // the plan's file_size
constexpr std::uint64_t kMaxFileSize = 1ull << 50;
constexpr int kMaxClones = 4096;                               // numjobs of one job
constexpr std::size_t kMaxWorkers = 65536;                     // of the whole file
const char* const kDefaultFilenameFormat = "$jobname.$jobnum.$filenum";

/** fio's aliases (options.c `.alias`) of the options this importer reads or names. */
const std::map<std::string, std::string>& aliases() {
    static const std::map<std::string, std::string> a = {
        {"readwrite", "rw"},          {"blocksize", "bs"},
        {"blockalign", "ba"},         {"blocksize_range", "bsrange"},
        {"timeout", "runtime"},       {"wait_for_previous", "stonewall"},
        {"ratemin", "rate_min"},      {"io_limit", "io_size"},
        {"fill_fs", "fill_device"},   {"fileoffset", "offset"},
        {"nr_files", "nrfiles"},      {"ratecycle", "rate_cycle"},
        {"ss", "steadystate"},        {"ss_dur", "steadystate_duration"},
        {"ss_ramp", "steadystate_ramp_time"},
        {"ss_interval", "steadystate_check_interval"},
        {"iomem", "mem"},             {"blocksize_unaligned", "bs_unaligned"},
        {"iodepth_batch_submit", "iodepth_batch"},
    };
    return a;
}

std::string canonical(const std::string& name) {
    const auto it = aliases().find(name);
    return it == aliases().end() ? name : it->second;
}

/** The options the mapping reads (docs/fio-files.md, "mapped"). */
const std::set<std::string>& mappedOptions() {
    static const std::set<std::string> s = {
        "rw",        "rwmixread", "rwmixwrite",   "bs",         "bsrange",   "bssplit",
        "ba",        "iodepth",   "numjobs",      "size",       "filesize",  "filename",
        "directory", "direct",    "buffered",     "ioengine",   "runtime",   "ramp_time",
        "time_based", "thinktime", "thinktime_blocks", "verify", "stonewall", "percentage_random",
        "name",      "kb_base",   "filename_format", "offset", "refill_buffers",
    };
    return s;
}

/** Options that only name, log or report (docs/fio-files.md, "ignored"). */
const std::set<std::string>& reportingOptions() {
    static const std::set<std::string> s = {
        "description", "group_reporting", "new_group", "thread", "write_bw_log", "write_lat_log",
        "write_iops_log", "write_hist_log", "log_avg_msec", "log_hist_msec", "log_hist_coarseness",
        "log_max_value", "log_offset", "log_compression", "log_store_compressed", "log_unix_epoch",
        "log_alternate_epoch", "log_prio", "per_job_logs", "lat_percentiles", "clat_percentiles",
        "slat_percentiles", "percentile_list", "significant_figures", "unified_rw_reporting",
        "unit_base", "stats", "gtod_reduce", "disable_lat", "disable_clat", "disable_slat",
        "disable_bw_measurement", "disable_bw", "eta", "eta_newline", "eta_interval",
    };
    return s;
}

/** Options spelled out at fio's default: the value fio takes without them. */
bool atDefault(const std::string& name, const std::string& value) {
    static const std::map<std::string, std::set<std::string>> defaults = {
        {"invalidate", {"1"}},      {"randrepeat", {"1"}},  {"overwrite", {"0"}},
        {"nrfiles", {"1"}},         {"openfiles", {"1"}},   {"create_serialize", {"1"}},
        {"allow_file_create", {"1"}}, {"fadvise_hint", {"1"}}, {"allrandrepeat", {"0"}},
    };
    const auto it = defaults.find(name);
    return it != defaults.end() && it->second.count(value);
}

/** Why a listed option has no equivalent, for the options the docs name. */
std::string whyListed(const std::string& name) {
    static const std::map<std::string, std::string> why = {
        {"startdelay", "fio starts the job that long after fio starts; a step starts its workers together"},
        {"rate", "Iometry's disk workers have no cap on bytes; rate_per_s puts I/Os on a schedule"},
        {"rate_min", "Iometry's disk workers have no cap on bytes; rate_per_s puts I/Os on a schedule"},
        {"rate_iops", "fio caps each direction apart and times an I/O from its submission; a worker's "
                      "rate_per_s puts all its I/Os on one schedule and times them from when they were due"},
        {"rate_iops_min", "Iometry's disk workers have no minimum rate"},
        {"rate_process", "it goes with rate_iops; a worker's arrivals is its rate_per_s's"},
        {"zonemode", "zoned access (Iometry tests one span from the target's start)"},
        {"zonesize", "zoned access (Iometry tests one span from the target's start)"},
        {"zoneskip", "zoned access (Iometry tests one span from the target's start)"},
        {"zonerange", "zoned access (Iometry tests one span from the target's start)"},
        {"random_distribution", "Iometry's random offsets are uniform"},
        {"norandommap", "Iometry draws random offsets without fio's map of blocks done"},
        {"randrepeat", "Iometry's request sequences always repeat from the plan's seed"},
        {"allrandrepeat", "Iometry's request sequences always repeat from the plan's seed"},
        {"randseed", "Iometry's request sequences come from the plan's seed"},
        {"loops", "a step runs for run_s, not for an amount of I/O"},
        {"io_size", "a step runs for run_s, not for an amount of I/O"},
        {"fill_device", "a step runs for run_s, not until the device is full"},
        {"nrfiles", "a worker drives one file"},
        {"openfiles", "a worker drives one file"},
        {"steadystate", "Iometry has no steady-state stop"},
        {"fsync", "Iometry's disk workers issue no fsync"},
        {"fdatasync", "Iometry's disk workers issue no fsync"},
        {"end_fsync", "Iometry's disk workers issue no fsync"},
        {"sync", "Iometry's disk workers do not open with O_SYNC"},
        {"do_verify", "Iometry's verification checks its own stamps as reads happen"},
        {"verify_pattern", "Iometry's verification checks its own stamps as reads happen"},
        {"verify_interval", "Iometry's verification checks its own stamps as reads happen"},
        {"fallocate", "Iometry lays out its test file itself"},
        {"create_serialize", "Iometry lays out its test file itself"},
        {"unlink", "Iometry keeps its test files"},
        {"thinktime_spin", "Iometry's pause after a burst does not spin"},
    };
    const auto it = why.find(name);
    return it == why.end() ? "no equivalent in Iometry" : it->second;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/** The digits at the start of @p s (after a '+'), as an unsigned number; the rest in @p rest. */
std::uint64_t leadingNumber(std::string_view s, std::string_view& rest) {
    std::size_t i = 0;
    if (i < s.size() && s[i] == '+') ++i;
    int base = 10;
    if (s.size() > i + 1 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
        base = 16;
        i += 2;
    }
    const std::size_t first = i;
    std::uint64_t v = 0;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        int d;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (base == 16 && std::isxdigit(static_cast<unsigned char>(c))) d = std::tolower(c) - 'a' + 10;
        else break;
        if (v > (std::numeric_limits<std::uint64_t>::max() - d) / base)
            throw std::invalid_argument("is too large");
        v = v * base + d;
    }
    if (i == first) throw std::invalid_argument("is not a number");
    if (i < s.size() && s[i] == '.')
        throw std::invalid_argument("is a fraction, which fio reads as its whole part without the unit "
                                    "(0.5g is 0 bytes); write it in a smaller unit");
    rest = s.substr(i);
    return v;
}

std::uint64_t times(std::uint64_t v, std::uint64_t mult) {
    if (mult && v > std::numeric_limits<std::uint64_t>::max() / mult)
        throw std::invalid_argument("is too large");
    return v * mult;
}

/** "[job] " or "[global] " before a note or an error about one job. */
std::string inJob(const std::string& job) {
    return "[" + job + "] ";
}

std::string join(const std::vector<std::string>& items, std::size_t most = 6) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i == most) return out + ", … (" + std::to_string(items.size()) + " in all)";
        out += (i ? ", " : "") + items[i];
    }
    return out;
}

/** Notes grouped by what they say: one sentence per text, naming the jobs it concerns. */
class Notes {
public:
    void add(const std::string& text, const std::string& job = {}) {
        auto it = std::find_if(m_items.begin(), m_items.end(), [&](const Item& i) { return i.text == text; });
        if (it == m_items.end()) {
            m_items.push_back({text, {}});
            it = m_items.end() - 1;
        }
        if (!job.empty() && std::find(it->jobs.begin(), it->jobs.end(), job) == it->jobs.end())
            it->jobs.push_back(job);
    }
    void to(std::vector<std::string>& notes) const {
        for (const Item& i : m_items) {
            std::vector<std::string> jobs;
            for (const std::string& j : i.jobs) jobs.push_back("[" + j + "]");
            notes.push_back(jobs.empty() ? i.text : join(jobs, 4) + ": " + i.text);
        }
    }

private:
    struct Item {
        std::string text;
        std::vector<std::string> jobs;
    };
    std::vector<Item> m_items;
};

/** The options that apply to one job: every global before it, then its own, in order. */
struct Job {
    std::string name;  ///< the section's name, or its own `name=`
    const FioSection* section = nullptr;
    std::vector<const FioOption*> options;

    /** The last of the options whose canonical name is one of @p names; null when none. */
    const FioOption* last(std::initializer_list<const char*> names) const {
        for (auto it = options.rbegin(); it != options.rend(); ++it)
            for (const char* n : names)
                if (canonical((*it)->name) == n) return *it;
        return nullptr;
    }
    const FioOption* last(const char* name) const { return last({name}); }
};

[[noreturn]] void bad(const FioOption& o, const std::string& why) {
    std::string unset;
    for (const std::string& v : o.unsetVariables) unset += (unset.empty() ? "" : ", ") + v;
    if (!unset.empty())
        throw FioMalformed(o.where, o.written + ": the environment variable" +
                                        (o.unsetVariables.size() > 1 ? "s " : " ") + unset +
                                        (o.unsetVariables.size() > 1 ? " are" : " is") +
                                        " not set, and fio reads it as empty: " + o.name + " " +
                                        (o.value.empty() ? "needs a value" : "\"" + o.value + "\" " + why));
    throw FioMalformed(o.where, o.written + ": " + (o.value.empty() && o.hasValue ? "an empty value" : why));
}

void refuseKeywords(const FioOption& o) {
    for (const char* kw : {"$pagesize", "$mb_memory", "$ncpus"})
        if (o.value.find(kw) != std::string::npos)
            bad(o, std::string("uses fio's keyword ") + kw + ", which is a value of the host fio runs "
                   "on; write the number");
}

std::uint64_t sizeOf(const FioOption& o, int kbBase) {
    refuseKeywords(o);
    try {
        return parseFioSize(o.value, kbBase);
    } catch (const std::invalid_argument& e) {
        bad(o, std::string("is not a size: \"") + o.value + "\" " + e.what());
    }
}

std::uint64_t timeOf(const FioOption& o, std::uint64_t unit) {
    refuseKeywords(o);
    try {
        return parseFioTime(o.value, unit);
    } catch (const std::invalid_argument& e) {
        bad(o, std::string("is not a time: \"") + o.value + "\" " + e.what());
    }
}

std::int64_t integerOf(const FioOption& o, std::int64_t lo, std::int64_t hi) {
    refuseKeywords(o);
    std::string_view rest;
    std::uint64_t v = 0;
    try {
        v = leadingNumber(o.value, rest);
    } catch (const std::invalid_argument& e) {
        bad(o, std::string("needs a whole number: \"") + o.value + "\" " + e.what());
    }
    if (!rest.empty()) bad(o, "needs a whole number, got \"" + o.value + "\"");
    if (v < static_cast<std::uint64_t>(lo) || v > static_cast<std::uint64_t>(hi))
        bad(o, "must be " + std::to_string(lo) + "–" + std::to_string(hi) + ", got " + o.value);
    return static_cast<std::int64_t>(v);
}

/** fio's bool options: a bare name is 1. */
bool boolOf(const FioOption* o) {
    if (!o) return false;
    if (!o->hasValue) return true;
    const std::string v = lower(o->value);
    if (v == "1" || v == "true" || v == "yes" || v == "on") return true;
    if (v == "0" || v == "false" || v == "no" || v == "off") return false;
    return integerOf(*o, 0, std::numeric_limits<std::int32_t>::max()) != 0;
}

/** A `read,write,trim` list: the read and write values (one value is both). */
std::pair<std::string, std::string> perDirection(const std::string& value) {
    const auto comma = value.find(',');
    if (comma == std::string::npos) return {value, value};
    const std::string read = value.substr(0, comma);
    std::string write = value.substr(comma + 1);
    write = write.substr(0, write.find(','));
    return {read, write};
}

/** A path list `a:b:c` (`\:` is a colon of the path). */
std::vector<std::string> pathList(const std::string& value) {
    std::vector<std::string> out(1);
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size() && value[i + 1] == ':') {
            out.back() += ':';
            ++i;
        } else if (value[i] == ':') {
            out.emplace_back();
        } else {
            out.back() += value[i];
        }
    }
    std::erase_if(out, [](const std::string& s) { return s.empty(); });
    return out;
}

std::string replaceAll(std::string s, const std::string& what, const std::string& with) {
    for (std::size_t at = 0; (at = s.find(what, at)) != std::string::npos; at += with.size())
        s.replace(at, what.size(), with);
    return s;
}

/** One size of a split and its share (%). */
struct Split {
    std::uint64_t size = 0;
    int share = 100;
    bool operator==(const Split&) const = default;
};

/** One direction's list of a bssplit: `size/pct:size/pct…`; a missing pct shares what is left. */
std::vector<Split> bssplitList(const FioOption& o, const std::string& list, int kbBase) {
    std::vector<Split> out;
    std::vector<std::size_t> missing;
    int total = 0;
    std::size_t start = 0;
    while (start <= list.size()) {
        auto end = list.find(':', start);
        if (end == std::string::npos) end = list.size();
        const std::string entry = list.substr(start, end - start);
        start = end + 1;
        if (entry.empty()) continue;
        const auto slash = entry.find('/');
        Split s;
        FioOption part = o;
        part.value = entry.substr(0, slash);
        s.size = sizeOf(part, kbBase);
        if (slash == std::string::npos || slash + 1 == entry.size()) {
            missing.push_back(out.size());
            s.share = 0;
        } else {
            part.value = entry.substr(slash + 1);
            s.share = static_cast<int>(integerOf(part, 0, 100));
            total += s.share;
        }
        out.push_back(s);
    }
    if (out.empty()) bad(o, "has no sizes");
    if (total > 100) bad(o, "has percentages that add up to " + std::to_string(total) + ", more than 100");
    if (!missing.empty()) {
        const int each = (100 - total) / static_cast<int>(missing.size());
        int left = 100 - total - each * static_cast<int>(missing.size());
        for (std::size_t i : missing) out[i].share = each + (left-- > 0 ? 1 : 0);
        total = 100;
    }
    if (total != 100) bad(o, "has percentages that add up to " + std::to_string(total) + ", not 100");
    return out;
}

/** What one fio job runs as: the settings of its workers (one per clone). */
struct JobPlan {
    std::string name;
    int phase = 0;
    model::AccessSpec spec;
    int outstanding = 1;
    int clones = 1;
    std::vector<std::string> paths;  ///< one per clone
    model::DiskSettings disk;
    std::optional<std::uint64_t> runtimeUs;
    std::uint64_t rampUs = 0;
    bool timeBased = false;
    bool stonewall = false;
};

class Converter {
public:
    Converter(const FioJobText& text, std::vector<std::string>& notes) : m_text(text), m_notes(notes) {}

    IcfPlan run(const std::string& title) {
        std::vector<Job> jobs;
        std::vector<const FioOption*> globals;
        for (const FioSection& s : m_text.sections) {
            if (s.global) {
                for (const FioOption& o : s.options) globals.push_back(&o);
                continue;
            }
            Job job;
            job.section = &s;
            job.name = s.name;
            job.options = globals;
            for (const FioOption& o : s.options) job.options.push_back(&o);
            for (const FioOption& o : s.options)  // `name=` in [global] does not rename the jobs
                if (o.name == "name" && !o.value.empty()) job.name = o.value;
            jobs.push_back(std::move(job));
        }
        if (jobs.empty())
            throw FioMalformed(FioWhere{{}, 0}, "the file has no job section, only global ones: fio runs nothing");

        std::vector<JobPlan> plans;
        int phase = 0;
        std::size_t workers = 0;
        for (const Job& job : jobs) {
            plans.push_back(convert(job));
            JobPlan& p = plans.back();
            if (p.stonewall && plans.size() > 1) ++phase;
            p.phase = phase;
            workers += static_cast<std::size_t>(p.clones);
            if (workers > kMaxWorkers)
                throw FioMalformed(job.section->where, "the jobs have more than " + std::to_string(kMaxWorkers) +
                                                           " clones (numjobs) in all");
        }
        IcfPlan out = assemble(plans, title, phase + 1);
        fileNotes(jobs, phase + 1);
        m_grouped.to(m_notes);
        return out;
    }

private:
    JobPlan convert(const Job& job) {
        JobPlan p;
        p.name = job.name;
        const std::string& jn = job.name;
        int kbBase = 1024;
        if (const FioOption* o = job.last("kb_base")) {
            kbBase = static_cast<int>(integerOf(*o, 1000, 1024));
            if (kbBase != 1000 && kbBase != 1024) bad(*o, "must be 1000 or 1024");
        }
        listOthers(job);

        // The engine: a job that cannot run is refused here.
        std::string engine = "psync";
        const FioOption* engineOption = job.last("ioengine");
        if (engineOption) engine = engineOption->value;
        if (engine == "io_uring" || engine == "libaio") {
            p.disk.engine = engine;
        } else if (engine == "psync" || engine == "sync" || engine == "pvsync" || engine == "pvsync2" ||
                   engine == "vsync") {
            p.disk.engine = "sync";
        } else if (engine == "posixaio") {
            p.disk.engine = "libaio";
            m_grouped.add("ioengine=posixaio runs as libaio, the nearest asynchronous engine Iometry has", jn);
        } else if (engine == "mmap") {
            p.disk.engine = "sync";
            m_grouped.add("ioengine=mmap runs as sync (pread/pwrite): Iometry does not map the file", jn);
        } else {
            if (engineOption && !engineOption->unsetVariables.empty()) bad(*engineOption, "is not an engine");
            throw FioMalformed(engineOption ? engineOption->where : job.section->where,
                               inJob(jn) + "ioengine=" + engine + ": Iometry's disk workers reach local "
                               "files and block devices through io_uring, libaio or sync; this job cannot "
                               "run (docs/fio-files.md)");
        }

        // The workload: direction, randomness, sizes.
        std::string rw = "read", suffix;
        const FioOption* rwOption = job.last("rw");
        if (rwOption) {
            rw = rwOption->value;
            if (const auto colon = rw.find(':'); colon != std::string::npos) {
                suffix = rw.substr(colon + 1);
                rw = rw.substr(0, colon);
            }
        }
        const bool random = rw.compare(0, 4, "rand") == 0;
        const std::string base = random ? rw.substr(4) : rw;
        int readPct = 0;
        bool mixed = false;
        if (base == "read") {
            readPct = 100;
        } else if (base == "write") {
            readPct = 0;
        } else if (base == "rw" || base == "readwrite") {
            mixed = true;
        } else if (base == "trim" || base == "trimwrite") {
            throw FioMalformed(rwOption->where, inJob(jn) + rwOption->written + ": Iometry's disk workers "
                               "read and write, they do not trim; this job cannot run");
        } else {
            bad(*rwOption, "is not an I/O pattern fio knows (read, write, randread, randwrite, rw, randrw, …)");
        }
        if (!suffix.empty())
            m_grouped.add(rwOption->written + ": the \":" + suffix + "\" (" +
                          (random ? "a new random offset every N I/Os" : "a gap or a step after each I/O") +
                          ") has no equivalent; the plain " + rw + " runs", jn);
        if (mixed) {
            readPct = 50;
            if (const FioOption* m = job.last({"rwmixread", "rwmixwrite"})) {
                const int v = static_cast<int>(integerOf(*m, 0, 100));
                readPct = canonical(m->name) == "rwmixread" ? v : 100 - v;
            }
        }
        int randomPct = random ? 100 : 0;
        if (const FioOption* o = job.last("percentage_random"); o && random) {
            const auto [r, w] = perDirection(o->value);
            FioOption part = *o;
            part.value = r;
            randomPct = static_cast<int>(integerOf(part, 0, 100));
            if (w != r) m_grouped.add(o->written + ": one percentage for both directions, the reads' " + r, jn);
        }

        std::vector<Split> reads{{kDefaultBs, 100}}, writes{{kDefaultBs, 100}};
        const FioOption* sizeOption = job.last({"bs", "bsrange", "bssplit"});
        if (const FioOption* split = job.last("bssplit")) {
            sizeOption = split;  // fio: bssplit wins over bs
            const auto [r, w] = perDirection(split->value);
            reads = bssplitList(*split, r, kbBase);
            writes = w.empty() ? reads : bssplitList(*split, w, kbBase);
        } else if (sizeOption && canonical(sizeOption->name) == "bsrange") {
            const auto [r, w] = perDirection(sizeOption->value);
            reads = {{rangeMin(*sizeOption, r, kbBase, jn), 100}};
            writes = {{rangeMin(*sizeOption, w.empty() ? r : w, kbBase, jn), 100}};
        } else if (sizeOption) {
            const auto [r, w] = perDirection(sizeOption->value);
            FioOption part = *sizeOption;
            part.value = r;
            if (!r.empty()) reads = {{sizeOf(part, kbBase), 100}};
            part.value = w;
            if (!w.empty()) writes = {{sizeOf(part, kbBase), 100}};
        }
        for (auto* list : {&reads, &writes})
            for (Split& s : *list) {
                if (s.size == 0) bad(*sizeOption, "gives a block size of 0 bytes");
                if (s.size > model::kMaxRequestSize) {
                    m_grouped.add(sizeOption->written + ": requests above 16 MiB are 16 MiB (the plan's largest)", jn);
                    s.size = model::kMaxRequestSize;
                }
            }

        p.spec.name = jn;
        auto addLines = [&](const std::vector<Split>& list, int read, int shareOf100) {
            for (const Split& s : list) {
                model::AccessLine l;
                l.size = s.size;
                l.share = s.share * shareOf100 / 100;
                l.read = read;
                l.random = randomPct;
                p.spec.lines.push_back(l);
            }
        };
        if (readPct == 100) {
            addLines(reads, 100, 100);
            if (reads != writes && sizeOption && canonical(sizeOption->name) != "bssplit")
                m_grouped.add(sizeOption->written + ": a per-direction list; the job only reads, so its read "
                              "size runs (fio also lays out the file with the write size)", jn);
        } else if (readPct == 0) {
            addLines(writes, 0, 100);
        } else if (reads == writes) {
            addLines(reads, readPct, 100);
        } else if (reads.size() == 1 && writes.size() == 1) {
            addLines(reads, 100, readPct);  // exact: a read of one size or a write of the other
            addLines(writes, 0, 100 - readPct);
            std::erase_if(p.spec.lines, [](const model::AccessLine& l) { return l.share == 0; });
        } else {
            addLines(reads, readPct, 100);
            m_grouped.add(sizeOption->written + ": a per-direction list that a spec cannot express with "
                          "mixed reads and writes; the read sizes run in both directions", jn);
        }
        if (const FioOption* o = job.last("ba")) {
            const auto [r, w] = perDirection(o->value);
            FioOption part = *o;
            part.value = r;
            const std::uint64_t align = sizeOf(part, kbBase);
            if (align > model::kMaxRequestSize) bad(*o, "is above 16 MiB, the plan's largest align");
            for (model::AccessLine& l : p.spec.lines) l.align = align;
            if (!w.empty() && w != r) m_grouped.add(o->written + ": one alignment for both directions, the reads'", jn);
        }
        thinktime(job, p);

        // Queue depth and clones.
        std::int64_t depth = 1;
        if (const FioOption* o = job.last("iodepth"))
            depth = std::max<std::int64_t>(1, integerOf(*o, 0, std::numeric_limits<std::int32_t>::max()));
        if (depth > model::kMaxOutstanding) {
            m_grouped.add("iodepth=" + std::to_string(depth) + " is above 4096, the plan's most outstanding "
                          "I/Os: 4096", jn);
            depth = model::kMaxOutstanding;
        }
        if (p.disk.engine == "sync" && depth > 1) {
            m_grouped.add("iodepth=" + std::to_string(depth) + " with a synchronous engine: fio and Iometry "
                          "both run one I/O at a time; outstanding 1", jn);
            depth = 1;
        }
        p.outstanding = static_cast<int>(depth);
        if (const FioOption* o = job.last("numjobs")) p.clones = static_cast<int>(integerOf(*o, 1, kMaxClones));

        // Direct or buffered: the last of direct and buffered.
        p.disk.direct = false;  // fio's default (the plan's is true)
        if (const FioOption* o = job.last({"direct", "buffered"}))
            p.disk.direct = canonical(o->name) == "direct" ? boolOf(o) : !boolOf(o);

        // Verification.
        if (const FioOption* o = job.last("verify"); o && o->value != "0" && o->value != "null" && o->hasValue) {
            p.disk.verify = true;
            m_grouped.add(o->written + ": verify true: writes carry Iometry's stamps and reads check them "
                          "during the run (docs/plan-format.md, \"Data verification\"), not fio's checksums "
                          "after a write phase", jn);
        }

        files(job, p, kbBase);

        // What writes carry: refill_buffers (new random data for every write) is the nearest
        // to full_random (docs/plan-format.md, "Data patterns"); fio's other buffer options
        // are listed as not expressed.
        if (const FioOption* o = job.last("refill_buffers"); o && (!o->hasValue || boolOf(o))) {
            if (p.disk.verify)
                m_grouped.add(
                    o->written +
                        ": not carried over: with verify the writes carry Iometry's stamps",
                    jn);
            else {
                p.disk.dataPattern = model::kDataPatternFullRandom;
                m_grouped.add(
                    o->written +
                        ": data_pattern full_random: each write takes its data from a "
                        "random place of a 16 MiB random region, made once, not newly drawn random "
                        "bytes",
                    jn);
            }
        }

        // Timing.
        if (const FioOption* o = job.last("runtime")) {
            const std::uint64_t us = timeOf(*o, kSecondUs);
            if (us > 0) p.runtimeUs = us;
        }
        if (const FioOption* o = job.last("ramp_time")) p.rampUs = timeOf(*o, kSecondUs);
        p.timeBased = boolOf(job.last("time_based"));
        p.stonewall = boolOf(job.last("stonewall"));
        return p;
    }

    std::uint64_t rangeMin(const FioOption& o, const std::string& range, int kbBase, const std::string& jn) {
        auto dash = range.find('-');
        if (dash == std::string::npos) dash = range.find(':');
        FioOption part = o;
        part.value = range.substr(0, dash);
        const std::uint64_t lo = sizeOf(part, kbBase);
        if (dash == std::string::npos) return lo;
        part.value = range.substr(dash + 1);
        const std::uint64_t hi = sizeOf(part, kbBase);
        if (hi < lo) bad(o, "has its larger size first");
        if (hi != lo)
            m_grouped.add(o.written + ": sizes drawn from a range have no equivalent; every request is the "
                          "smallest, " + std::to_string(lo) + " bytes", jn);
        return lo;
    }

    /** thinktime → delay_ms after thinktime_blocks I/Os (burst), when whole milliseconds. */
    void thinktime(const Job& job, JobPlan& p) {
        const FioOption* o = job.last("thinktime");
        if (!o) return;
        const std::uint64_t us = timeOf(*o, kUs);
        if (us == 0) return;
        std::int64_t blocks = 1;
        if (const FioOption* b = job.last("thinktime_blocks")) blocks = integerOf(*b, 1, model::kMaxBurst);
        if (us % 1000 != 0 || us / 1000 > static_cast<std::uint64_t>(model::kMaxDelayMs)) {
            m_grouped.add(o->written + ": a pause of " + std::to_string(us) + " µs is not whole milliseconds "
                          "of at most 60 s (delay_ms); the job runs without it", job.name);
            return;
        }
        for (model::AccessLine& l : p.spec.lines) {
            l.delayMs = static_cast<int>(us / 1000);
            l.burst = static_cast<int>(blocks);
        }
    }

    void files(const Job& job, JobPlan& p, int kbBase) {
        const std::string& jn = job.name;
        std::string directory;
        if (const FioOption* o = job.last("directory")) {
            const std::vector<std::string> dirs = pathList(o->value);
            if (!dirs.empty()) directory = dirs.front();
            if (dirs.size() > 1)
                m_grouped.add(o->written + ": " + std::to_string(dirs.size()) + " directories; the workers "
                              "use the first, " + directory, jn);
        }
        auto inDirectory = [&](const std::string& name) {
            return directory.empty() || name.front() == '/' ? name : directory + "/" + name;
        };
        std::string filename;
        if (const FioOption* o = job.last("filename")) {
            const std::vector<std::string> names = pathList(o->value);
            if (!names.empty()) filename = names.front();
            if (names.size() > 1)
                m_grouped.add("filename=" + o->value + ": " + std::to_string(names.size()) + " files that fio "
                              "spreads each job's I/O over; a worker drives one file, the first, " + filename, jn);
        }
        std::string format = kDefaultFilenameFormat;
        if (const FioOption* o = job.last("filename_format"); o && !o->value.empty()) {
            format = o->value;
            if (format != kDefaultFilenameFormat && filename.empty())
                m_grouped.add(o->written + ": the workers' files are named by it ($jobname, $jobnum; "
                              "$filenum is 0, a worker drives one file)", jn);
        }
        for (int k = 0; k < p.clones; ++k) {
            std::string name = filename;
            if (name.empty()) {
                name = replaceAll(format, "$jobname", jn);
                name = replaceAll(name, "$jobnum", std::to_string(k));
                name = replaceAll(name, "$filenum", "0");
            }
            p.paths.push_back(inDirectory(name));
        }
        const std::string& path = p.paths.front();
        p.disk.path = path;
        p.disk.blockDevice = path.compare(0, 5, "/dev/") == 0;

        const FioOption* sizeOption = job.last("filesize");
        if (!sizeOption) sizeOption = job.last("size");
        std::uint64_t bytes = 0;
        if (sizeOption && sizeOption->value.find('%') != std::string::npos) {
            m_grouped.add(sizeOption->written + ": a share of the file or device has no equivalent", jn);
        } else if (sizeOption) {
            bytes = sizeOf(*sizeOption, kbBase);
        }
        // offset= is where fio's I/O region starts, size= its length: start_offset and
        // file_size (docs/plan-format.md, "Where the span starts").
        if (const FioOption* o = job.last("offset"); o && o->value != "0" && !o->value.empty()) {
            if (o->value.find('%') != std::string::npos) {
                m_grouped.add(o->written +
                                  ": a share of the file or device has no equivalent; the span "
                                  "starts at 0",
                              jn);
            } else {
                const std::uint64_t at = sizeOf(*o, kbBase);
                if (at % model::kStartOffsetUnit == 0 &&
                    at <= static_cast<std::uint64_t>(kMaxFileSize))
                    p.disk.startOffset = at;
                else
                    m_grouped.add(o->written +
                                      ": start_offset must be a multiple of 512 bytes (and at most "
                                      "2^50); the span starts at 0",
                                  jn);
            }
        }
        if (p.disk.blockDevice) {
            p.disk.fileSize = bytes;
            m_grouped.add("a block device: block_device true (never force); the dynamo's disk-safety rules "
                          "apply (docs/plan-format.md, \"Disk safety\"): it refuses a device that holds "
                          "data, and writes destroy what is on it", jn);
            if (bytes != 0 && bytes < kMinFileSize) {
                p.disk.fileSize = kMinFileSize;
                m_grouped.add(sizeOption->written + ": below 4096 bytes; the span is 4096", jn);
            } else if (bytes > kMaxFileSize) {
                p.disk.fileSize = kMaxFileSize;
                m_grouped.add(sizeOption->written + ": above 2^50 bytes, the plan's largest span; 2^50", jn);
            }
            return;
        }
        if (bytes == 0) {
            bytes = kDefaultFileSize;
            m_grouped.add("no size: fio sizes the file from what exists (or fills the device); the test "
                          "file is 1 GiB", jn);
        } else if (bytes < kMinFileSize) {
            m_grouped.add(sizeOption->written + ": below 4096 bytes, the plan's smallest test file; 4096", jn);
            bytes = kMinFileSize;
        } else if (bytes > kMaxFileSize) {
            m_grouped.add(sizeOption->written + ": above 2^50 bytes, the plan's largest test file; 2^50", jn);
            bytes = kMaxFileSize;
        }
        p.disk.fileSize = bytes;
        if (path.front() != '/')
            m_grouped.add("relative paths: they are relative to the dynamo's working directory, as "
                          "fio's are to its own", jn);
    }

    /** Every option of the job the mapping does not read: ignored, or listed. */
    void listOthers(const Job& job) {
        for (const FioOption* o : job.options) {
            const std::string c = canonical(o->name);
            if (mappedOptions().count(c)) continue;
            if (c == "thinktime_blocks") continue;
            if (reportingOptions().count(c) || atDefault(c, o->value)) {
                m_ignored.insert(o->name);
                continue;
            }
            auto it = std::find_if(m_listed.begin(), m_listed.end(),
                                   [&](const Listed& l) { return l.name == o->name; });
            if (it == m_listed.end()) {
                m_listed.push_back({o->name, {}, {}});
                it = m_listed.end() - 1;
            }
            const std::string v = o->hasValue ? o->value : std::string();
            if (std::find(it->values.begin(), it->values.end(), v) == it->values.end()) it->values.push_back(v);
            if (std::find(it->jobs.begin(), it->jobs.end(), job.name) == it->jobs.end()) it->jobs.push_back(job.name);
        }
    }

    IcfPlan assemble(std::vector<JobPlan>& plans, const std::string& title, int phases) {
        IcfPlan out;
        model::Plan& plan = out.plan;
        plan.name = title;
        plan.description = "Imported from the fio job file " + title + " (docs/fio-files.md)";
        plan.dynamos.push_back({"local", true});
        std::set<std::string> workerNames, specNames;
        for (JobPlan& p : plans) {
            p.spec.name = import_icf::planName(p.name, specNames);
            plan.specs.push_back(p.spec);
            for (int k = 0; k < p.clones; ++k) {
                model::WorkerDef w;
                w.name = import_icf::planName(p.clones == 1 ? p.name : p.name + "." + std::to_string(k), workerNames);
                w.dynamo = "local";
                w.spec = p.spec.name;
                w.outstanding = p.outstanding;
                w.phase = phases > 1 ? p.phase : 0;
                model::DiskSettings disk = p.disk;
                disk.path = p.paths[static_cast<std::size_t>(k)];
                w.settings = disk;
                plan.workers.push_back(std::move(w));
            }
        }
        if (phases > 1) {
            std::vector<std::int64_t> values;
            for (int i = 0; i < phases; ++i) values.push_back(i);
            out.addAxis(model::SweepParam::Phase, values);
        }
        timing(plans, out);
        return out;
    }

    void timing(const std::vector<JobPlan>& plans, IcfPlan& out) {
        std::uint64_t runUs = 0, rampUs = 0;
        std::set<std::uint64_t> runs, ramps;
        bool anyUntimed = false, anyUntilSize = false;
        for (const JobPlan& p : plans) {
            if (p.runtimeUs) {
                runUs = std::max(runUs, *p.runtimeUs);
                runs.insert(*p.runtimeUs);
                if (!p.timeBased) anyUntilSize = true;
            } else {
                anyUntimed = true;
            }
            rampUs = std::max(rampUs, p.rampUs);
            ramps.insert(p.rampUs);
        }
        const auto seconds = [](std::uint64_t us) { return static_cast<double>(us) / 1e6; };
        if (runUs > 0) {
            double s = seconds(runUs);
            if (s > static_cast<double>(model::kMaxRunS)) {
                m_grouped.add("runtime above 86400 s (the plan's longest step): run_s 86400");
                s = static_cast<double>(model::kMaxRunS);
            }
            out.plan.runS = s;
            out.hasRunTime = true;
            if (runs.size() > 1)
                m_grouped.add("the jobs' runtimes differ; every step runs the longest, " + std::to_string(s) + " s");
        }
        if (anyUntimed)
            m_grouped.add(std::string("no runtime: fio runs the job until it has moved its size; Iometry runs every "
                                      "step for run_s (") + (runUs > 0 ? "the other jobs' runtime" : "10 s, the plan's default") + ")");
        if (anyUntilSize)
            m_grouped.add("runtime without time_based: fio stops a job at its runtime or once it has moved its size, "
                          "whichever comes first; Iometry runs every step for run_s");
        double ramp = seconds(rampUs);
        if (ramp > static_cast<double>(model::kMaxRampS)) {
            m_grouped.add("ramp_time above 3600 s (the plan's longest ramp): ramp_s 3600");
            ramp = static_cast<double>(model::kMaxRampS);
        }
        out.plan.rampS = ramp;
        if (ramps.size() > 1) m_grouped.add("the jobs' ramp_time differ; every step ramps the longest");
    }

    void fileNotes(const std::vector<Job>& jobs, int phases) {
        // The options that chose the phases, as the file spells them.
        std::set<std::string> stonewalls;
        for (const Job& j : jobs)
            for (const FioOption* o : j.options)
                if (canonical(o->name) == "stonewall") stonewalls.insert(o->name);
        if (phases > 1)
            m_notes.push_back(join({stonewalls.begin(), stonewalls.end()}) + ": the jobs run in " +
                              std::to_string(phases) + " phases one after another, the steps of sweep.phase "
                              "(each runs run_s; fio's ran until its jobs ended)");
        std::vector<std::string> included;
        for (const std::string& f : m_text.includes)
            if (std::find(included.begin(), included.end(), f) == included.end()) included.push_back(f);
        if (!included.empty())
            m_notes.push_back("include: the options of " + join(included) + " were read where the "
                              "include lines are");
        std::vector<std::string> vars;
        for (const FioSection& s : m_text.sections)
            for (const FioOption& o : s.options)
                for (const std::string& v : o.variables) {
                    const bool unset = std::find(o.unsetVariables.begin(), o.unsetVariables.end(), v) !=
                                       o.unsetVariables.end();
                    const std::string text = "${" + v + "}" + (unset ? " (not set: empty)" : "");
                    if (std::find(vars.begin(), vars.end(), text) == vars.end()) vars.push_back(text);
                }
        if (!vars.empty())
            m_notes.push_back("values from the environment, as fio reads them when it runs: " + join(vars, 100) +
                              "; the plan holds the values of this import");
        for (const Listed& l : m_listed) {
            std::string jobsText = l.jobs.size() == 1 ? "[" + l.jobs.front() + "]"
                                                      : std::to_string(l.jobs.size()) + " jobs";
            const bool bare = l.values.size() == 1 && l.values.front().empty();
            m_notes.push_back(l.name + (bare ? "" : "=" + join(l.values, 4)) + " (" + jobsText + "): not carried over, " +
                              whyListed(canonical(l.name)));
        }
        if (!m_ignored.empty())
            m_notes.push_back("ignored (names, logs, reports, or fio's default spelled out): " +
                              join({m_ignored.begin(), m_ignored.end()}, 100));
    }

    struct Listed {
        std::string name;
        std::vector<std::string> values;
        std::vector<std::string> jobs;
    };

    const FioJobText& m_text;
    std::vector<std::string>& m_notes;
    Notes m_grouped;
    std::vector<Listed> m_listed;
    std::set<std::string> m_ignored;
};

}  // namespace

std::uint64_t parseFioSize(std::string_view value, int kbBase) {
    if (value.empty()) throw std::invalid_argument("is empty");
    if (value.front() == '(') throw std::invalid_argument("is an arithmetic expression, which is not read");
    std::string_view rest;
    const std::uint64_t v = leadingNumber(value, rest);
    const std::string unit = lower(rest);
    if (unit.empty() || unit == "b") return v;
    if (unit == "%") throw std::invalid_argument("is a percentage");
    static const char* const units[] = {"k", "m", "g", "t", "p"};
    for (int pow = 1; pow <= 5; ++pow) {
        const std::string u = units[pow - 1];
        const bool si = unit == u || unit == u + "b";
        const bool iec = unit == u + "ib";
        if (!si && !iec) continue;
        // fio in its default kb_base=1024 reads k, kB as 1024 and the IEC KiB as 1000; with
        // kb_base=1000 the other way round (parse.c, __get_mult_bytes).
        const std::uint64_t mult = (si == (kbBase == 1024)) ? 1024 : 1000;
        std::uint64_t out = v;
        for (int i = 0; i < pow; ++i) out = times(out, mult);
        return out;
    }
    throw std::invalid_argument("has an unknown unit \"" + std::string(rest) +
                                "\" (fio's are k, m, g, t, p with an optional B or iB)");
}

std::uint64_t parseFioTime(std::string_view value, std::uint64_t defaultUnitUs) {
    if (value.empty()) throw std::invalid_argument("is empty");
    if (value.front() == '(') throw std::invalid_argument("is an arithmetic expression, which is not read");
    std::string_view rest;
    const std::uint64_t v = leadingNumber(value, rest);
    const std::string unit = lower(rest);
    std::uint64_t mult = 0;
    if (unit.empty()) mult = defaultUnitUs;
    else if (unit == "us" || unit == "usec") mult = 1;
    else if (unit == "ms" || unit == "msec") mult = 1000;
    else if (unit == "s") mult = kSecondUs;
    else if (unit == "m") mult = 60 * kSecondUs;
    else if (unit == "h") mult = 3600 * kSecondUs;
    else if (unit == "d") mult = 86400 * kSecondUs;
    else
        throw std::invalid_argument("has an unknown unit \"" + std::string(rest) +
                                    "\" (fio's are us, ms, s, m, h, d)");
    return times(v, mult);
}

IcfPlan planFromFio(const FioJobText& text, const std::string& title, std::vector<std::string>& notes) {
    return Converter(text, notes).run(title);
}

}  // namespace iometry::import_fio
