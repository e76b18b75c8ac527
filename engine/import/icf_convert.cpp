#include "engine/import/icf_convert.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "engine/import/icf_text.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/tcp/tcp_kind.hpp"
#include "engine/model/address.hpp"

// How each part of an .icf file maps onto a plan, and what it does not carry:
// docs/iometer-files.md. The bounds are the plan's (docs/plan-format.md), from the model.

namespace iometry::import_icf {
namespace {

using model::kMaxOutstanding;
using model::kMaxStreamConnections;

constexpr std::int64_t kSectorBytes = 512;     // IOmeter counts disk sizes in 512-byte sectors
// The plan's request sizes, compared with the file's signed numbers.
constexpr auto kMinRequest = static_cast<std::int64_t>(model::kMinRequestSize);
constexpr auto kMaxRequest = static_cast<std::int64_t>(model::kMaxRequestSize);
// IOmeter's update frequency is whole seconds; the plan's sample_ms allows up to this many.
constexpr std::int64_t kMaxUpdateS = model::kMaxSampleMs / 1000;

/** @p ms in seconds, as a person writes them: 100 → "0.1", 60000 → "60". */
std::string msAsSeconds(int ms) {
    std::string s = std::to_string(ms / 1000);
    if (ms % 1000 == 0)
        return s;
    std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
    while (fraction.back() == '0')
        fraction.pop_back();
    return s + "." + fraction;
}

/** Why line @p i (0-based) of a spec cannot be a plan line (empty: it can). */
std::vector<std::string> lineProblems(const SpecLine& l, std::size_t i) {
    std::vector<std::string> why;
    const std::string at = lineAt(static_cast<int>(i + 1));
    auto above = [&](const char* what, std::int64_t value, std::int64_t most, const char* unit) {
        if (value > most)
            why.push_back(at + what + " " + std::to_string(value) + unit + " is above " +
                          std::to_string(most));
    };
    if (l.size < kMinRequest || l.size > kMaxRequest)
        why.push_back(at + "size " + std::to_string(l.size) + " is not " +
                      std::to_string(kMinRequest) + "–" + std::to_string(kMaxRequest));
    above("delay", l.delay, model::kMaxDelayMs, " ms");
    above("burst", l.burst, model::kMaxBurst, "");
    above("align", l.align, kMaxRequest, "");
    above("reply", l.reply, kMaxRequest, "");
    if (l.reply > 0 && l.reads != 0 && l.reads != 100)
        why.push_back(at + "a reply needs 0 or 100 % reads, got " + std::to_string(l.reads));
    return why;
}

/** A line of 0 % of size that the plan cannot hold: IOmeter never picks it, so it is left
 *  out (files of IOmeter 1.1.0 begin specs with "0,0,0,0,0,0,0,0"). */
bool neverPickedAndInexpressible(const SpecLine& l, std::size_t i) {
    return l.share == 0 && !lineProblems(l, i).empty();
}

/**
 * Why the spec cannot be a plan spec (empty: it can): a value beyond the plan's bounds, which
 * the model's types do not hold, or replies the plan cannot run.
 */
std::vector<std::string> specProblems(const Spec& s) {
    std::vector<std::string> why;
    bool toHolder = false, fromHolder = false;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const SpecLine& l = s.lines[i];
        if (neverPickedAndInexpressible(l, i))
            continue;
        for (std::string& w : lineProblems(l, i))
            why.push_back(std::move(w));
        if (l.reply > 0)
            (l.reads == 0 ? fromHolder : toHolder) = true;
    }
    if (toHolder && fromHolder)
        why.push_back("its replies go both ways (Iometry: all lines one way)");
    return why;
}

/** The plan's spec of a file's spec without specProblems (every value within the model's types). */
model::AccessSpec accessSpec(const Spec& s) {
    model::AccessSpec spec;
    spec.name = s.name;
    for (std::size_t i = 0; i < s.lines.size(); ++i) {
        const SpecLine& l = s.lines[i];
        if (neverPickedAndInexpressible(l, i))
            continue;
        model::AccessLine line;
        line.size = static_cast<std::uint64_t>(l.size);
        line.share = static_cast<int>(l.share);
        line.read = static_cast<int>(l.reads);
        line.random = static_cast<int>(l.random);
        line.align = static_cast<std::uint64_t>(l.align);
        line.reply = static_cast<std::uint64_t>(l.reply);
        line.burst = static_cast<int>(
            std::max<std::int64_t>(l.burst, 1));  // a burst is one request at least
        line.delayMs = static_cast<int>(l.delay);
        spec.lines.push_back(line);
    }
    return spec;
}

}  // namespace

DiskPath diskPath(const std::string& target) {
    const std::size_t bracket = target.rfind(" [");
    if (!target.empty() && target.back() == ']' && bracket != std::string::npos) {
        // A logical drive (a mounted filesystem): IOmeter tests the file iobw.tst at its root.
        std::string mount = trim(target.substr(0, bracket));
        if (mount.empty() || mount.back() != '/')
            mount += '/';
        return {mount + std::string(kTestFileName), false, ""};
    }
    if (target.size() >= 2 && std::isalpha(static_cast<unsigned char>(target[0])) &&
        target[1] == ':')
        return {target.substr(0, 2) + "/" + std::string(kTestFileName), false,
                "is a Windows drive: the path " +
                    inQuotes(target.substr(0, 2) + "/" + std::string(kTestFileName)) +
                    " is a stand-in; edit it to a file on the dynamo's host"};
    // A Windows physical disk: "PHYSICALDRIVE:3", or as IOmeter 1.1.0 lists it, its number
    // and model: 3: "SAMSUNG SSD".
    std::size_t digits = 0;
    while (digits < target.size() && std::isdigit(static_cast<unsigned char>(target[digits])))
        ++digits;
    if (istarts(target, "PHYSICALDRIVE:") ||
        (digits > 0 && digits < target.size() && target[digits] == ':')) {
        const std::string p = digits > 0 ? "PHYSICALDRIVE:" + target.substr(0, digits)
                                         : trim(target.substr(0, target.find(' ')));
        return {p, true,
                "is a Windows physical disk: the path " + inQuotes(p) +
                    " is a stand-in; edit it to the block device on the dynamo's host"};
    }
    if (target.rfind("/dev/", 0) == 0)
        return {trim(target.substr(0, target.find(' '))), true, ""};
    if (target.find('/') == std::string::npos && !target.empty()) {
        const std::string p = "/dev/" + trim(target.substr(0, target.find(' ')));
        return {p, true, "is taken as the block device " + inQuotes(p)};
    }
    return {target, false, ""};
}

namespace {

/** The sweep axis of an IOmeter cycling, within @p lo … @p hi (docs/plan-format.md, "Sweeps"). */
void addCyclingAxis(IcfPlan& out, model::SweepParam param, const Cycling& c, std::int64_t lo,
                    std::int64_t hi, const std::string& what, std::vector<std::string>& notes) {
    std::int64_t start = std::clamp(c.start, lo, hi);
    const std::int64_t end = std::clamp(std::max(c.end, start), lo, hi);
    if (start != c.start)
        notes.push_back(lineAt(c.line) + what + " starts at " + std::to_string(c.start) +
                        ", outside " + std::to_string(lo) + "–" + std::to_string(hi) +
                        "; it starts at " + std::to_string(start) + " instead");
    const std::int64_t step = std::max<std::int64_t>(c.step, 1);
    if (c.exponential && step < 2) {
        notes.push_back(lineAt(c.line) + what +
                        " is exponential with step 1, which never grows; only " +
                        std::to_string(start) + " is run");
        out.addAxis(param, std::vector<std::int64_t>{start});
        return;
    }
    out.addAxis(param, model::RangeAxis{start, end, step, c.exponential});
}

/** Run time, ramp-up, sampling and what the test setup and results display cannot carry. */
void addTiming(const IcfFile& f, const TestSetup& ts, IcfPlan& out,
               std::vector<std::string>& notes) {
    model::Plan& plan = out.plan;
    const std::int64_t run = ts.hours * 3600 + ts.minutes * 60 + ts.seconds;
    if (!f.setup) {
        notes.push_back(
            "the file has no 'TEST SETUP section: run time, ramp-up and cycling take "
            "Iometry's defaults");
    } else if (run == 0) {
        notes.push_back(
            "run time 0 (IOmeter: run until stopped) has no equivalent; the plan runs "
            "each step for Iometry's default " +
            std::to_string(static_cast<std::int64_t>(plan.runS)) + " s");
    } else {
        if (run > model::kMaxRunS)
            notes.push_back("run time " + std::to_string(run) + " s is above Iometry's " +
                            std::to_string(model::kMaxRunS) + " s; the plan runs " +
                            std::to_string(model::kMaxRunS) + " s");
        plan.runS = static_cast<double>(std::min(run, model::kMaxRunS));
        out.hasRunTime = true;
    }
    if (ts.ramp > model::kMaxRampS)
        notes.push_back("ramp-up time " + std::to_string(ts.ramp) + " s is above Iometry's " +
                        std::to_string(model::kMaxRampS) + " s; the plan ramps " +
                        std::to_string(model::kMaxRampS) + " s");
    plan.rampS = static_cast<double>(std::min(ts.ramp, model::kMaxRampS));
    if (f.display && f.display->frequency >= 1 && f.display->frequency <= kMaxUpdateS) {
        plan.sampleMs = static_cast<int>(f.display->frequency * 1000);
        out.hasSampleMs = true;
    }
    if (ts.recordResults != "ALL")
        notes.push_back("Record Results " + ts.recordResults +
                        " has no equivalent: Iometry records every step, worker and dynamo");
    if (!iequals(ts.diskWorkers, "NUMBER_OF_CPUS") || ts.netWorkers != "0")
        notes.push_back("the default numbers of disk and network workers to spawn (" +
                        ts.diskWorkers + ", " + ts.netWorkers +
                        ") are not carried over: a plan names every worker");
    if (f.display) {
        std::vector<std::string> what;
        if (f.display->recordLastUpdate)
            what.push_back("record last update results");
        if (f.display->frequency > kMaxUpdateS)
            what.push_back("update frequency " + std::to_string(f.display->frequency) +
                           " s (Iometry samples every " + msAsSeconds(model::kMinSampleMs) + "–" +
                           msAsSeconds(model::kMaxSampleMs) + " s)");
        if (!f.display->updateType.empty() && !iequals(f.display->updateType, "WHOLE_TEST"))
            what.push_back("update type " + f.display->updateType);
        if (f.display->bars > 0)
            what.push_back(std::to_string(f.display->bars) + " bar chart selections");
        if (!what.empty())
            notes.push_back(lineAt(f.display->line) +
                            "results display settings are not carried over (" + joinList(what) +
                            ")");
    }
}

/**
 * IOmeter's cycling as sweep axes (docs/plan-format.md, "Sweeps"), once the workers are in
 * @p out: a cycling counts up to the model's cycleLimit of the plan.
 */
void addSweep(const TestSetup& ts, bool multiTarget, bool tcpStreams, IcfPlan& out,
              std::vector<std::string>& notes) {
    const std::string tl = lineAt(ts.testTypeLine);
    auto cycle = [&](model::SweepParam param, const Cycling& c, const std::string& what) {
        const std::int64_t most = model::cycleLimit(out.plan, param);
        addCyclingAxis(out, param, {c.start, most, c.step, c.exponential, c.line}, 1, most, what,
                       notes);
    };
    auto targets = [&] {
        cycle(model::SweepParam::Targets, ts.diskCycling, "disk (target) cycling");
        if (multiTarget)
            notes.push_back(tl +
                            "target cycling counts the plan's workers, one per target, across "
                            "dynamos; IOmeter counted each worker's targets");
    };
    auto workers = [&] {
        cycle(model::SweepParam::Workers, ts.workerCycling, "worker cycling");
        if (multiTarget)
            notes.push_back(
                tl + "worker cycling counts plan workers (one per IOmeter target) on each dynamo");
    };
    auto queue = [&] {
        const std::int64_t hi = tcpStreams ? kMaxStreamConnections : kMaxOutstanding;
        if (ts.queueCycling.end > hi)
            notes.push_back(lineAt(ts.queueCycling.line) + "queue depth cycling ends at " +
                            std::to_string(ts.queueCycling.end) + ", above " + std::to_string(hi) +
                            (tcpStreams ? " (the most connections of a TCP stream)" : "") +
                            "; it ends at " + std::to_string(hi));
        addCyclingAxis(out, model::SweepParam::Outstanding, ts.queueCycling, 1, hi,
                       "queue depth cycling", notes);
    };
    switch (ts.testType) {
        case TestType::Normal:
            break;
        case TestType::CycleTargets:
            targets();
            break;
        case TestType::CycleWorkers:
            workers();
            break;
        case TestType::IncrementTargetsParallel:
        case TestType::IncrementTargetsSerial:
            targets();
            notes.push_back(tl +
                            (ts.testType == TestType::IncrementTargetsParallel
                                 ? "INCREMENT_TARGETS_PARALLEL"
                                 : "INCREMENT_TARGETS_SERIAL") +
                            " becomes target cycling: each step runs the plan's first N workers");
            break;
        case TestType::CycleWorkersAndTargets:
            workers();
            notes.push_back(tl +
                            "CYCLE_WORKERS_AND_TARGETS: only the worker cycling is carried over (a "
                            "plan cycles workers or targets, not both)");
            break;
        case TestType::CycleOutstandingIos:
            queue();
            break;
        case TestType::CycleOutstandingIosAndTargets:
            targets();
            queue();
            break;
    }
}

/** The file's specs, managers and workers into a plan, in the file's order, with their notes. */
class Conversion {
public:
    Conversion(const IcfFile& file, std::vector<std::string>& notes)
        : m_file(file), m_notes(notes) {}

    IcfPlan run() {
        const TestSetup ts = m_file.setup.value_or(TestSetup{});
        model::Plan& plan = m_out.plan;
        plan.name = ts.description.empty() ? std::string("IOmeter configuration") : ts.description;
        plan.description = "Imported from an IOmeter " +
                           (m_file.version.empty() ? std::string() : m_file.version + " ") +
                           "configuration file (docs/iometer-files.md).";
        addTiming(m_file, ts, m_out, m_notes);
        addSpecs();
        addDynamos();
        for (std::size_t m = 0; m < m_file.managers.size(); ++m)
            for (const Worker& w : m_file.managers[m].workers)
                addWorker(m, w);
        if (!m_connRate.empty())
            note(
                "test connection rate (open and close a connection every N transactions) "
                "has no equivalent; workers " +
                joinList(m_connRate) + " keep their connections open");
        if (!m_fixedSeed.empty())
            note(
                "fixed seeds are not carried over (Iometry draws every worker's sequence from "
                "the plan's seed, with its own generator): " +
                joinList(m_fixedSeed));
        if (!m_pattern.empty())
            note(
                "data patterns other than IOmeter's 0, 1 and 2 are not carried over (the workers "
                "write the default, pseudo_random; docs/plan-format.md, \"Data patterns\"): " +
                joinList(m_pattern));
        if (plan.workers.empty() && !m_file.haveManagers)
            fail(0,
                 "the file holds access specifications only (IOmeter's \"Save access "
                 "specifications\"), no workers to run them: add them to a plan with "
                 "`iometry-run import FILE.icf --into PLAN.json` (in the workbench, File → "
                 "Import IOmeter configuration… adds them to the open plan)");
        if (plan.workers.empty())
            fail(0, "nothing to import: no worker of the file has an equivalent in Iometry");
        addSweep(ts, m_multiTarget, m_tcpStreams, m_out, m_notes);
        return std::move(m_out);
    }

    /** The file's access specifications that a plan can run (addSpecs), nothing else. */
    std::vector<model::AccessSpec> specs() {
        addSpecs();
        return std::move(m_out.plan.specs);
    }

private:
    void note(std::string text) { m_notes.push_back(std::move(text)); }

    /** The plan's spec of that name (one the file defines and the plan can run). */
    const model::AccessSpec& spec(const std::string& name) const {
        return m_out.plan.specs[m_usable.at(name)];
    }

    /** Every spec the plan can express, once (IOmeter uses the later of two of one name). */
    void addSpecs() {
        std::vector<const Spec*> order;
        for (const Spec& s : m_file.specs) {
            auto it = m_specByName.find(s.name);
            if (it != m_specByName.end()) {
                note(lineAt(s.line) + "access specification " + inQuotes(s.name) +
                     " appears twice; the later one is used, as IOmeter does");
                std::replace(order.begin(), order.end(), it->second, &s);
                it->second = &s;
            } else {
                m_specByName[s.name] = &s;
                order.push_back(&s);
            }
        }
        std::vector<std::string> defaultAssigned, idleLines;
        for (const Spec* s : order) {
            const auto why = specProblems(*s);
            if (!why.empty()) {
                std::string w;
                for (std::size_t i = 0; i < why.size(); ++i)
                    w += (i ? "; " : "") + why[i];
                note(lineAt(s->line) + "access specification " + inQuotes(s->name) +
                     " cannot be expressed in Iometry and is left out (" + w + ")");
                continue;
            }
            for (std::size_t i = 0; i < s->lines.size(); ++i)
                if (neverPickedAndInexpressible(s->lines[i], i)) {
                    idleLines.push_back(s->name);
                    break;
                }
            m_usable[s->name] = m_out.plan.specs.size();
            m_specNames.insert(s->name);
            m_out.plan.specs.push_back(accessSpec(*s));
            if (s->assignment != "NONE")
                defaultAssigned.push_back(s->name + " (" + s->assignment + ")");
        }
        if (!idleLines.empty())
            note(
                "lines of 0 % of size that Iometry cannot express (IOmeter never picks them) "
                "are left out of: " +
                joinNames(idleLines));
        if (!defaultAssigned.empty())
            note(
                "default assignments of access specifications are not carried over (IOmeter "
                "gives them to new workers; a plan assigns each worker its spec): " +
                joinList(defaultAssigned));
    }

    /** A dynamo per manager: spawned beside the manager, or started by hand on its host. */
    void addDynamos() {
        std::set<std::string> names;
        std::vector<std::string> byHand;
        for (const Manager& m : m_file.managers) {
            model::DynamoDef d;
            d.name = planName(m.name, names);
            d.spawn = m.address.empty();
            if (!d.spawn)
                byHand.push_back(inQuotes(d.name) + " on " + m.address);
            if (d.name != m.name)
                note(lineAt(m.line) + "manager " + inQuotes(m.name) + " becomes dynamo " +
                     inQuotes(d.name) +
                     " (plan names allow letters, digits, spaces, _ - . and must be unique)");
            m_dynamoOf.push_back(d.name);
            m_out.plan.dynamos.push_back(d);
        }
        if (!byHand.empty())
            note(
                "managers with a network address become dynamos started by hand on their "
                "hosts (iometry-dynamo --manager ADDR:PORT --name NAME): " +
                joinList(byHand));
    }

    /** The dynamo of a network target's manager: by ID and name, else by name. */
    const std::string& dynamoForTarget(const Target& t) const {
        const auto& managers = m_file.managers;
        for (std::size_t i = 0; i < managers.size(); ++i)
            if (managers[i].id == t.managerId && managers[i].name == t.managerName)
                return m_dynamoOf[i];
        for (std::size_t i = 0; i < managers.size(); ++i)
            if (managers[i].name == t.managerName)
                return m_dynamoOf[i];
        fail(t.line, "the network target " + inQuotes(t.name) + " is on manager " +
                         std::to_string(t.managerId) + "," + t.managerName +
                         ", which is not in the 'MANAGER LIST");
    }

    /** The specs assigned to @p w that the plan has, in order (Idle is no spec). */
    std::vector<std::string> assignedSpecs(const Worker& w) {
        std::vector<std::string> assigned;
        for (const auto& [s, line] : w.specs) {
            if (iequals(s, "Idle"))
                continue;
            if (!m_specByName.count(s)) {
                note(lineAt(line) + "worker " + inQuotes(w.name) +
                     " is assigned access specification " + inQuotes(s) +
                     ", which the file does not define; ignored");
                continue;
            }
            if (m_usable.count(s))
                assigned.push_back(s);
        }
        return assigned;
    }

    /** The spec a disk worker runs for @p name: the same without replies, if it has any. */
    std::string diskSpec(const std::string& name) {
        if (!model::hasReplies(spec(name)))
            return name;
        auto it = m_noReplyVariant.find(name);
        if (it == m_noReplyVariant.end()) {
            model::AccessSpec variant = spec(name);
            variant.name = name + " (disk, no reply)";
            while (m_specNames.count(variant.name))
                variant.name += "'";
            for (model::AccessLine& l : variant.lines)
                l.reply = 0;
            m_specNames.insert(variant.name);
            it = m_noReplyVariant.emplace(name, variant.name).first;
            note("access specification " + inQuotes(name) +
                 " has replies, which disks do not make (IOmeter ignores them there); its disk "
                 "workers run " +
                 inQuotes(variant.name) + ", the same without reply");
            m_out.plan.specs.push_back(std::move(variant));
        }
        return it->second;
    }

    void addWorker(std::size_t manager, const Worker& w) {
        const Manager& m = m_file.managers[manager];
        const std::string where =
            lineAt(w.line) + "worker " + inQuotes(w.name) + " of manager " + inQuotes(m.name);
        if (w.type == "NETWORK,VI") {
            note(where + " is a VI worker: VI targets have no equivalent; left out");
            return;
        }
        // Its spec: the first one assigned that the plan has.
        const std::vector<std::string> assigned = assignedSpecs(w);
        if (assigned.empty()) {
            note(where +
                 " has no access specification the plan can run (idle workers have no "
                 "equivalent); left out");
            return;
        }
        if (assigned.size() > 1)
            note(where + " runs only " + inQuotes(assigned[0]) +
                 ": a plan worker has one spec, IOmeter ran the others in turn (" +
                 joinNames({assigned.begin() + 1, assigned.end()}) + ")");
        const std::int64_t outstanding =
            std::clamp<std::int64_t>(w.outstanding, 1, kMaxOutstanding);
        if (outstanding != w.outstanding)
            note(where + ": " + std::to_string(w.outstanding) + " outstanding I/Os is outside 1–" +
                 std::to_string(kMaxOutstanding) + "; " + std::to_string(outstanding) + " is used");
        const std::string who = inQuotes(m.name + " " + w.name);
        if (w.connectionRate)
            m_connRate.push_back(who + " (" + std::to_string(w.transPerConn) +
                                 " transactions per connection)");
        if (w.fixedSeed)
            m_fixedSeed.push_back(who + " (" + std::to_string(w.seedValue) + ")");
        if (w.targets.empty()) {
            note(where + " has no targets; left out");
            return;
        }
        model::WorkerDef def;
        def.dynamo = m_dynamoOf[manager];
        def.outstanding = static_cast<int>(outstanding);
        def.spec = assigned[0];
        if (w.type == "DISK") {
            def.spec = diskSpec(def.spec);
            if (w.dataPattern < 0 || w.dataPattern > 2)
                m_pattern.push_back(who + " (" + std::to_string(w.dataPattern) + ")");
            addDiskWorkers(m, w, def);
        } else {
            addTcpWorker(m, w, where, def);
        }
    }

    /** One disk worker per target of @p w, each like @p def. */
    void addDiskWorkers(const Manager& m, const Worker& w, const model::WorkerDef& def) {
        if (w.targets.size() > 1)
            m_multiTarget = true;
        int k = 0;
        for (const Target& t : w.targets) {
            if (t.type != "DISK")
                fail(t.line, "disk worker " + inQuotes(w.name) + " has the network target " +
                                 inQuotes(t.name));
            const std::string target = lineAt(t.line) + "target " + inQuotes(t.name);
            model::WorkerDef worker = def;
            worker.name = planName(
                m.name + " " + w.name + (k++ ? " target " + std::to_string(k) : std::string()),
                m_workerNames);
            const DiskPath dp = diskPath(t.name);
            model::DiskSettings disk;
            disk.path = dp.path;
            disk.blockDevice = dp.device;
            // IOmeter's data pattern and starting sector (docs/iometer-files.md): 1, pseudo
            // random, is the plan's default and stays unwritten.
            if (w.dataPattern == 0)
                disk.dataPattern = model::kDataPatternRepeating;
            if (w.dataPattern == 2)
                disk.dataPattern = model::kDataPatternFullRandom;
            disk.startOffset =
                static_cast<std::uint64_t>(std::max<std::int64_t>(w.startSector, 0)) *
                static_cast<std::uint64_t>(kSectorBytes);
            const std::int64_t bytes = w.maxSectors * kSectorBytes;
            if (w.maxSectors > 0) {
                disk.fileSize = static_cast<std::uint64_t>(
                    std::clamp(bytes, model::kMinFileSize, model::kMaxFileSize));
                if (bytes < model::kMinFileSize)
                    note(target + ": maximum disk size " + std::to_string(w.maxSectors) +
                         " sectors is below Iometry's " + std::to_string(model::kMinFileSize) +
                         " bytes; " + std::to_string(model::kMinFileSize) + " is used");
            } else if (!dp.device) {
                disk.fileSize = model::kDefaultTestFileSize;
                note(target +
                     ": maximum disk size 0 (IOmeter: the drive's free space) has no equivalent "
                     "for a test file; file_size is " +
                     std::to_string(model::kDefaultTestFileSize >> 30) + " GiB");
            }
            if (dp.device)
                note(target + " " + (dp.note.empty() ? "is a block device" : dp.note) +
                     ": worker " + inQuotes(worker.name) + " writes to " + inQuotes(dp.path) +
                     " (block_device true; docs/plan-format.md, \"Disk safety\")");
            else if (!dp.note.empty())
                note(target + " " + dp.note);
            worker.settings = std::move(disk);
            m_out.plan.workers.push_back(std::move(worker));
        }
    }

    /** The tcp pair of @p w: it holds the pair; its target is the partner's address. */
    void addTcpWorker(const Manager& m, const Worker& w, const std::string& where,
                      model::WorkerDef def) {
        const Target& t = w.targets.front();
        if (t.type != "NETWORK,TCP")
            fail(t.line, "TCP worker " + inQuotes(w.name) + " has the target " + inQuotes(t.name) +
                             " of type " + t.type);
        if (w.targets.size() > 1)
            note(where + " has " + std::to_string(w.targets.size()) +
                 " network targets; IOmeter pairs a worker with one, the first is used");
        model::TcpSettings tcp;
        tcp.ends.bind = w.localInterface;
        tcp.ends.peer.dynamo = dynamoForTarget(t);
        tcp.ends.peer.address = t.name;
        if (!model::isIpAddress(tcp.ends.bind) || !model::isIpAddress(tcp.ends.peer.address) ||
            model::familiesDiffer(tcp.ends.bind, tcp.ends.peer.address)) {
            note(where + ": the local interface " + inQuotes(w.localInterface) +
                 " and the target " + inQuotes(t.name) +
                 " must be IP addresses of one family for a tcp pair; left out");
            return;
        }
        const model::AccessSpec& s = spec(def.spec);
        if (!model::hasReplies(s)) {
            m_tcpStreams = true;
            if (def.outstanding > kMaxStreamConnections) {
                note(where + ": a TCP stream opens one connection per outstanding I/O, at most " +
                     std::to_string(kMaxStreamConnections) + "; " +
                     std::to_string(kMaxStreamConnections) + " is used instead of " +
                     std::to_string(def.outstanding));
                def.outstanding = static_cast<int>(kMaxStreamConnections);
            }
        }
        if (std::any_of(s.lines.begin(), s.lines.end(),
                        [](const model::AccessLine& l) { return l.random > 0 || l.align > 0; }))
            note(where + ": % random and align of " + inQuotes(def.spec) +
                 " mean nothing to a network worker (nor to IOmeter's); kept in the spec");
        def.name = planName(m.name + " " + w.name, m_workerNames);
        def.settings = std::move(tcp);
        m_out.plan.workers.push_back(std::move(def));
    }

    const IcfFile& m_file;
    std::vector<std::string>& m_notes;
    IcfPlan m_out;
    std::map<std::string, const Spec*> m_specByName;  ///< every spec the file defines
    std::map<std::string, std::size_t> m_usable;  ///< the file's specs the plan has: their index
    std::set<std::string> m_specNames;  ///< the plan's spec names, copies without reply too
    std::map<std::string, std::string> m_noReplyVariant;  ///< a spec with replies → its disk copy
    std::vector<std::string> m_dynamoOf;                  ///< the dynamo of each manager, by index
    std::set<std::string> m_workerNames;
    bool m_tcpStreams = false, m_multiTarget = false;
    std::vector<std::string> m_connRate, m_fixedSeed, m_pattern;
};

}  // namespace

IcfPlan planFromIcf(const IcfFile& file, std::vector<std::string>& notes) {
    return Conversion(file, notes).run();
}

std::vector<model::AccessSpec> specsFromIcf(const IcfFile& file, std::vector<std::string>& notes) {
    return Conversion(file, notes).specs();
}

}  // namespace iometry::import_icf
