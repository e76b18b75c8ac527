#include "engine/export/fio_export.hpp"

#include <linux/aio_abi.h>
#include <linux/io_uring.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <utility>

#include "engine/export/export_notes.hpp"
#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/step_source.hpp"

// The mapping, option by option, and what is listed as not expressed: docs/fio-files.md,
// "Writing fio job files". The disk semantics it follows: docs/plan-format.md, "Disk
// semantics".

namespace iometry::export_fio {
namespace {

using model::AccessLine;
using model::AccessSpec;
using model::Plan;
using model::Step;
using model::WorkerDef;

/** What fio cannot express, each sentence once, in the order met. */
using export_notes::Notes;

/** A job's options in the order written; comments ("# …") on lines of their own, since fio
 *  reads a comment only at the start of a line. */
struct Job {
    std::vector<std::string> above;  // comments before the section's header
    std::vector<std::string> lines;
    void set(const std::string& key, const std::string& value) {
        lines.push_back(key + "=" + value);
    }
    void flag(const std::string& key) { lines.push_back(key); }
    void comment(const std::string& text) { lines.push_back("# " + text); }
};

/** A duration as fio reads it: whole seconds, else milliseconds, else microseconds. */
std::string fioTime(double seconds) {
    const long long us = std::llround(seconds * 1e6);
    if (us % 1000000 == 0)
        return std::to_string(us / 1000000) + "s";
    if (us % 1000 == 0)
        return std::to_string(us / 1000) + "ms";
    return std::to_string(us) + "us";
}

std::string quotedName(const std::string& name) {
    return "\"" + name + "\"";
}

/** fio takes ':' in `filename` as the separator of several files: a path's own is escaped. */
std::string fioFilename(const std::string& path) {
    std::string out;
    for (char c : path) {
        if (c == ':')
            out += '\\';
        out += c;
    }
    return out;
}

/** A job name fio's command line (--showcmd) keeps whole: no spaces, no '='. */
std::string jobWord(const std::string& name) {
    std::string out = name;
    for (char& c : out)
        if (c == ' ' || c == '=')
            c = '_';
    return out;
}

std::uint64_t alignmentOf(const AccessLine& line) {
    return line.align > 0 ? line.align : line.size;
}

/** The reads (0) or the writes (1) of a spec: the weight of each size in share% × direction%. */
struct Direction {
    std::map<std::uint64_t, std::int64_t> sizes;
    std::int64_t total = 0;
    std::int64_t randomWeighted = 0;  // Σ weight × random%
    std::set<int> random;             // random% of the lines that take part
    std::set<std::uint64_t> aligns;   // their alignments (align, or the size for 0)

    void add(const AccessLine& line, std::int64_t weight) {
        if (weight == 0)
            return;
        sizes[line.size] += weight;
        total += weight;
        randomWeighted += weight * line.random;
        random.insert(line.random);
        aligns.insert(alignmentOf(line));
    }
    bool used() const { return total > 0; }
};

/**
 * @p weights as whole percentages adding up to 100 (fio reads bssplit's and rwmixread's
 * shares as integers); @p exact false when one had to be rounded (largest remainders).
 */
std::vector<std::int64_t> percentages(const std::vector<std::int64_t>& weights, std::int64_t total,
                                      bool& exact) {
    std::vector<std::int64_t> out;
    std::vector<std::pair<std::int64_t, std::size_t>> remainders;
    std::int64_t sum = 0;
    exact = true;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        out.push_back(weights[i] * 100 / total);
        const std::int64_t rest = weights[i] * 100 % total;
        if (rest != 0)
            exact = false;
        remainders.emplace_back(rest, i);
        sum += out.back();
    }
    std::stable_sort(remainders.begin(), remainders.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t k = 0; sum < 100 && k < remainders.size(); ++k, ++sum)
        ++out[remainders[k].second];
    return out;
}

/** "4096/70:65536/30": one direction's bssplit. */
std::string bssplitOf(const Direction& d, const std::string& specName, const char* what,
                      Notes& notes) {
    std::vector<std::int64_t> weights;
    for (const auto& [size, weight] : d.sizes)
        weights.push_back(weight);
    bool exact = true;
    const std::vector<std::int64_t> percent = percentages(weights, d.total, exact);
    std::string out, exactText;
    std::size_t i = 0;
    for (const auto& [size, weight] : d.sizes) {
        out += (out.empty() ? "" : ":") + std::to_string(size) + "/" + std::to_string(percent[i]);
        char share[32];
        std::snprintf(share, sizeof share, "%.4g",
                      static_cast<double>(weight) * 100.0 / static_cast<double>(d.total));
        exactText += (exactText.empty() ? "" : ", ") + std::to_string(size) + " B " + share + " %";
        ++i;
    }
    if (!exact)
        notes.add("spec " + quotedName(specName) + ": the " + what + "' sizes take " + exactText +
                  "; fio's bssplit takes whole percentages: " + out);
    return out;
}

/** The spec's lines as fio options of one job (docs/fio-files.md has the table); true when
 *  some of its I/Os are random. */
bool specOptions(const AccessSpec& spec, Job& job, Notes& notes) {
    const std::string name = quotedName(spec.name);
    std::vector<AccessLine> lines;
    for (const AccessLine& line : spec.lines)
        if (line.share > 0)
            lines.push_back(line);
    Direction dir[2];  // reads, writes
    for (const AccessLine& line : lines) {
        dir[0].add(line, std::int64_t{line.share} * line.read);
        dir[1].add(line, std::int64_t{line.share} * (100 - line.read));
    }
    const bool reads = dir[0].used(), writes = dir[1].used();

    // Random or sequential, per direction (fio's percentage_random takes reads,writes).
    int randomOf[2] = {0, 0};
    bool anyRandom = false, anySequential = false;
    for (int d = 0; d < 2; ++d) {
        if (!dir[d].used())
            continue;
        if (dir[d].random.size() == 1) {
            randomOf[d] = *dir[d].random.begin();
        } else {
            randomOf[d] = static_cast<int>(std::lround(static_cast<double>(dir[d].randomWeighted) /
                                                       static_cast<double>(dir[d].total)));
            notes.add("spec " + name + ": its " + (d == 0 ? "reads'" : "writes'") +
                      " lines differ in random % and fio has one percentage_random for all " +
                      (d == 0 ? "reads" : "writes") + ": " + std::to_string(randomOf[d]) +
                      " %, the lines' weighted mean");
        }
        anyRandom = anyRandom || randomOf[d] > 0;
        anySequential = anySequential || randomOf[d] < 100;
    }
    const char* rw = reads && writes ? (anyRandom ? "randrw" : "rw")
                     : reads         ? (anyRandom ? "randread" : "read")
                                     : (anyRandom ? "randwrite" : "write");
    job.set("rw", rw);
    if (reads && writes) {
        // share × read% summed over the lines, in 1/10000: fio's rwmixread is whole percent.
        const std::int64_t readWeight = dir[0].total;
        job.set("rwmixread", std::to_string((readWeight + 50) / 100));
        if (readWeight % 100 != 0)
            notes.add("spec " + name + ": " + std::to_string(readWeight / 100) + "." +
                      std::to_string(readWeight % 100 / 10) + std::to_string(readWeight % 10) +
                      " % of its I/Os are reads; fio's rwmixread takes whole percentages: " +
                      std::to_string((readWeight + 50) / 100));
    }
    if (anyRandom && anySequential) {
        if (reads && writes && randomOf[0] != randomOf[1])
            job.set("percentage_random",
                    std::to_string(randomOf[0]) + "," + std::to_string(randomOf[1]));
        else
            job.set("percentage_random", std::to_string(reads ? randomOf[0] : randomOf[1]));
    }

    // Sizes and shares: bs when each direction has one size, else bssplit (reads,writes).
    const bool oneSizeEach =
        (!reads || dir[0].sizes.size() == 1) && (!writes || dir[1].sizes.size() == 1);
    if (oneSizeEach) {
        const std::uint64_t r = reads ? dir[0].sizes.begin()->first : 0;
        const std::uint64_t w = writes ? dir[1].sizes.begin()->first : 0;
        if (reads && writes && r != w)
            job.set("bs", std::to_string(r) + "," + std::to_string(w));
        else
            job.set("bs", std::to_string(reads ? r : w));
    } else {
        const std::string r = reads ? bssplitOf(dir[0], spec.name, "reads", notes) : "";
        const std::string w = writes ? bssplitOf(dir[1], spec.name, "writes", notes) : "";
        if (reads && writes && r != w)
            job.set("bssplit", r + "," + w);
        else
            job.set("bssplit", reads ? r : w);
    }

    // Alignment of random offsets: fio's blockalign (reads,writes); its default is the
    // direction's smallest size, as Iometry's align 0 is the request's size.
    if (anyRandom) {
        std::uint64_t alignOf[2] = {0, 0};
        bool needed = false;
        for (int d = 0; d < 2; ++d) {
            if (!dir[d].used() || randomOf[d] == 0)
                continue;
            const std::uint64_t smallest = dir[d].sizes.begin()->first;
            if (dir[d].aligns.size() == 1) {
                alignOf[d] = *dir[d].aligns.begin();
                needed = needed || alignOf[d] != smallest;
            } else {
                alignOf[d] = smallest;
                std::string list;
                for (std::uint64_t a : dir[d].aligns)
                    list += (list.empty() ? "" : ", ") + std::to_string(a);
                notes.add("spec " + name + ": its " + (d == 0 ? "reads'" : "writes'") +
                          " lines align random offsets differently (" + list +
                          " B; align 0 is each request's own size) and fio aligns every size of a "
                          "direction alike: to " +
                          std::to_string(smallest) + " B, the smallest");
            }
        }
        if (needed) {
            const std::uint64_t r = alignOf[0] ? alignOf[0] : alignOf[1];
            const std::uint64_t w = alignOf[1] ? alignOf[1] : alignOf[0];
            job.set("blockalign",
                    r == w ? std::to_string(r) : std::to_string(r) + "," + std::to_string(w));
        }
    }
    if (anySequential) {
        // Iometry starts a sequential I/O where the previous one ended rounded up to align;
        // fio where it ended. They agree while every offset stays aligned.
        bool aligned = true;
        const std::uint64_t first = alignmentOf(lines.front());
        for (const AccessLine& line : lines)
            aligned = aligned && alignmentOf(line) == first && line.size % first == 0;
        if (!aligned)
            notes.add("spec " + name +
                      ": Iometry starts a sequential I/O at the previous one's end "
                      "rounded up to its line's alignment; fio at the previous end, unrounded");
        if (reads && writes)
            notes.add("spec " + name +
                      ": its sequential reads and writes continue one position in "
                      "Iometry; fio keeps one position for reads and another for writes");
    }

    // Bursts and pauses: fio's think time after thinktime_blocks issued I/Os.
    std::set<std::pair<int, int>> bursts;
    for (const AccessLine& line : lines)
        bursts.insert({line.burst, line.delayMs});
    if (bursts.size() > 1) {
        notes.add("spec " + name +
                  ": its lines have different burst and delay_ms, which fio's one "
                  "think time per job cannot express: no thinktime written");
    } else {
        const auto [burst, delayMs] = *bursts.begin();
        if (delayMs > 0) {
            job.set("thinktime", std::to_string(delayMs) + "ms");
            job.set("thinktime_blocks", std::to_string(burst));
            job.set("thinktime_blocks_type", "issue");
            notes.add("spec " + name +
                      ": fio's think time starts once the I/Os in flight have "
                      "completed, Iometry's pause when the burst's last I/O is queued: each pause "
                      "is longer in fio by up to one I/O's latency");
        }
        if (burst > 1 && lines.size() > 1)
            notes.add(
                "spec " + name + ": Iometry picks a line for each burst of " +
                std::to_string(burst) +
                " I/Os, fio a size for each I/O (the same shares, not the same runs of sizes)");
    }
    return anyRandom;
}

/** fio's name of the engine a worker asks for. */
std::string fioEngine(const model::DiskSettings& disk, const FioExportOptions& options,
                      std::string& resolved) {
    resolved = disk.engine == "auto" ? options.autoEngine : disk.engine;
    if (resolved == "sync")
        return "psync";
    return resolved;
}

/**
 * IOPS on a schedule (docs/plan-format.md, "Requests on a schedule") as fio's rate_iops and
 * rate_process. fio caps each direction apart: the rate is split by the spec's reads, in
 * whole I/Os a second. It times an I/O from its submission, not from when it was due.
 */
void pacedOptions(const model::Pacing& pacing, const AccessSpec& spec, const std::string& worker, Job& job,
                  Notes& notes) {
    double readShare = 0;  // share × read % over the lines, as a fraction
    for (const AccessLine& line : spec.lines) readShare += line.share * line.read / 10000.0;
    const auto reads = std::llround(pacing.ratePerS * readShare);
    const auto writes = std::llround(pacing.ratePerS * (1 - readShare));
    const std::string each = readShare >= 1   ? std::to_string(reads)
                             : readShare <= 0 ? std::to_string(writes)
                                              : std::to_string(reads) + "," + std::to_string(writes);
    job.set("rate_iops", each);
    if (pacing.arrivals == model::Arrivals::Poisson) job.set("rate_process", "poisson");
    if (static_cast<double>(reads + writes) != pacing.ratePerS)
        notes.add("worker " + quotedName(worker) + ": rate_per_s " + model::formatNumber(pacing.ratePerS) +
                  " is written as whole I/Os a second, rate_iops=" + each);
    notes.add("worker " + quotedName(worker) + ": fio times each I/O from when it was submitted, not "
              "from when it was due (docs/metrics.md, \"Paced requests\"): a stall shows in fewer "
              "I/Os there, not in the latency of every I/O it held back");
}

/** The job of one disk worker in one step. */
Job workerJob(const WorkerDef& worker, const model::DiskSettings& disk, const AccessSpec& spec,
              const FioExportOptions& options, Notes& notes) {
    Job job;
    if (disk.blockDevice) {
        bool writes = false;
        for (const AccessLine& line : spec.lines)
            writes = writes || (line.share > 0 && line.read < 100);
        if (writes) {
            job.above.push_back("# !!! WARNING: THIS JOB WRITES TO THE BLOCK DEVICE " + disk.path +
                                " !!!");
            job.above.push_back(
                "# !!! everything on it is destroyed; fio makes none of Iometry's safety checks "
                "!!!");
        } else {
            job.comment("reads the block device " + disk.path);
        }
        notes.add("worker " + quotedName(worker.name) + ": the block device " + disk.path +
                  " is used without Iometry's safety checks (in use, signatures, exclusive claim: "
                  "docs/plan-format.md, \"Disk safety\"); fio checks none of them");
    }
    job.set("filename", fioFilename(disk.path));
    // fio's I/O region is [offset, offset + size), as the plan's span (docs/plan-format.md,
    // "Where the span starts").
    if (disk.startOffset > 0)
        job.set("offset", std::to_string(disk.startOffset));
    if (disk.fileSize > 0)
        job.set("size", std::to_string(disk.fileSize));
    std::string resolved;
    const std::string engine = fioEngine(disk, options, resolved);
    if (disk.engine == "auto")
        job.comment("engine auto: " + resolved + " (" + options.autoEngineFrom + ")");
    job.set("ioengine", engine);
    if (engine == "io_uring") {  // Iometry's ring has its buffers and its file registered
        job.flag("fixedbufs");
        job.flag("registerfiles");
    }
    job.set("direct", disk.direct ? "1" : "0");
    const bool random = specOptions(spec, job, notes);
    bool writes = false;
    for (const AccessLine& line : spec.lines)
        writes = writes || (line.share > 0 && line.read < 100);
    const bool verify = disk.verify && writes;
    // What writes carry (docs/plan-format.md, "Data patterns"): fio's one buffer of random
    // bytes without scrambling is pseudo_random; refill_buffers, new random bytes for every
    // write, the nearest to full_random; repeating (one byte per write, a new one each
    // write) fio has not.
    if (writes && !disk.verify && !disk.dataPattern.empty()) {
        const std::string who = "worker " + quotedName(worker.name);
        if (disk.dataPattern == model::kDataPatternPseudoRandom) {
            job.set("scramble_buffers", "0");
        } else if (disk.dataPattern == model::kDataPatternFullRandom) {
            job.flag("refill_buffers");
            notes.add(who +
                      ": data_pattern full_random is written as refill_buffers: fio draws new "
                      "random bytes for every write, where Iometry takes each from a random place "
                      "of a 16 MiB random region");
        } else {
            notes.add(who +
                      ": data_pattern repeating (each write one byte value, a new one per "
                      "write) is not expressed: fio's buffer_pattern would repeat one value in "
                      "every write; fio writes its own random buffers");
        }
    }
    // Iometry draws each random offset uniformly, blocks hit again or never, as fio without
    // its random map. fio's verify needs the map: with it off, a block written twice while
    // in flight fails its check (docs/fio-files.md, "Listed as not expressed": verify).
    if (random && !verify)
        job.flag("norandommap");
    if (engine == "psync" && worker.outstanding > 1)
        job.comment("sync: one I/O at a time, as Iometry's sync engine, whatever outstanding (" +
                    std::to_string(worker.outstanding) + ") says");
    job.set("iodepth", engine == "psync" ? "1" : std::to_string(worker.outstanding));
    if (worker.cpu)
        job.set("cpus_allowed", std::to_string(*worker.cpu));
    if (const auto pacing = worker.pacing())
        pacedOptions(*pacing, spec, worker.name, job, notes);
    if (verify) {
        job.set("verify", "crc32c");
        job.set("verify_fatal", "1");
        notes.add("worker " + quotedName(worker.name) +
                  ": verify in fio checks the blocks this job wrote, with fio's own header and "
                  "crc32c, not Iometry's stamped 512-byte units, and reads of blocks it did not "
                  "write are not checked");
        if (random)
            notes.add("worker " + quotedName(worker.name) +
                      ": fio's verify needs its random map, so this job's random offsets visit "
                      "every block once per pass instead of Iometry's uniform draw");
    } else if (disk.verify) {
        notes.add("worker " + quotedName(worker.name) +
                  ": verify of a read-only spec is not written: fio would look for its own "
                  "header in the units Iometry stamped");
    }
    return job;
}

/** "step3-qd8" (and "-r2" for a repeat): the group's name, each job's prefix. */
std::string stepLabel(const Step& step) {
    std::string label = "step" + std::to_string(step.index);
    if (step.params.size)
        label += "-bs" + std::to_string(*step.params.size);
    if (step.params.outstanding)
        label += "-qd" + std::to_string(*step.params.outstanding);
    if (step.params.workers)
        label += "-workers" + std::to_string(*step.params.workers);
    if (step.params.targets)
        label += "-targets" + std::to_string(*step.params.targets);
    if (step.params.mtu)
        label += "-mtu" + std::to_string(*step.params.mtu);
    return label;
}

std::string stepWords(const Step& step) {
    std::string words;
    auto add = [&](const std::string& w) { words += (words.empty() ? "" : ", ") + w; };
    if (step.params.size)
        add("size " + std::to_string(*step.params.size) + " B");
    if (step.params.outstanding)
        add("outstanding " + std::to_string(*step.params.outstanding));
    if (step.params.workers)
        add("each dynamo's first " + std::to_string(*step.params.workers) + " workers");
    if (step.params.targets)
        add("the first " + std::to_string(*step.params.targets) + " workers");
    if (step.params.mtu)
        add("MTU " + std::to_string(*step.params.mtu));
    return words.empty() ? "the plan as written" : words;
}

/** The steps as the run's step source yields them; a procedure that chooses its steps from
 *  their results gives only its first. */
std::vector<Step> runSteps(const Plan& plan, Notes& notes) {
    const std::unique_ptr<model::StepSource> source = model::makeStepSource(plan);
    std::vector<model::StepRecord> finished;
    std::vector<Step> steps;
    const model::Method& method = plan.procedure.method();
    while (std::optional<Step> step = source->next(finished)) {
        steps.push_back(*step);
        if (method.choosesSteps()) {
            notes.add("procedure " + plan.procedure.name() +
                      " chooses each next step from the "
                      "results of the last, which fio cannot: only its first step is exported");
            break;
        }
        model::StepRecord record;
        record.step = std::move(*step);
        finished.push_back(std::move(record));
    }
    return steps;
}

}  // namespace

FioExport exportFio(const Plan& plan, const FioExportOptions& options) {
    FioExport result;
    Notes notes;
    bool anyDisk = false;
    for (const WorkerDef& w : plan.workers) {
        if (w.as<model::DiskSettings>()) {
            anyDisk = true;
            const model::DynamoDef* dynamo = plan.findDynamo(w.dynamo);
            if (dynamo && !dynamo->spawn)
                notes.add("worker " + quotedName(w.name) + " runs on dynamo " +
                          quotedName(w.dynamo) +
                          "'s host; this file runs its I/O wherever fio runs");
        } else {
            notes.add("worker " + quotedName(w.name) + " (" + w.kindName() +
                      ") is not exported: fio job files carry disk workers only");
        }
    }
    if (!anyDisk) {
        result.error = "the plan has no disk worker: only disk workers become fio jobs";
        return result;
    }
    notes.add("seed " + std::to_string(plan.seed) +
              ": fio draws its own offsets, directions and "
              "sizes, with the same shares but not the same sequence");
    notes.add(
        "data: Iometry fills a new test file with stamps (and with verify stamps every 512-byte "
        "unit it writes); fio lays out a new file with its own data");
    if (plan.repeats > 1)
        notes.add("repeats: each repeat is a group of its own; fio does not combine them (" +
                  std::string(model::toString(plan.aggregate)) + ")");

    const std::vector<Step> steps = runSteps(plan, notes);
    std::string groups;
    int groupCount = 0;
    for (const Step& step : steps) {
        for (int repeat = 1; repeat <= plan.repeats; ++repeat) {
            std::string label = stepLabel(step);
            if (plan.repeats > 1)
                label += "-r" + std::to_string(repeat);
            groups += "\n# " + label + ": step " + std::to_string(step.index) + " (" +
                      stepWords(step) + ")";
            if (plan.repeats > 1)
                groups +=
                    ", repeat " + std::to_string(repeat) + " of " + std::to_string(plan.repeats);
            groups += "\n";
            bool first = true;
            for (const WorkerDef& worker : step.workers) {
                const auto* disk = worker.as<model::DiskSettings>();
                if (!disk)
                    continue;
                const AccessSpec* spec = nullptr;
                for (const AccessSpec& s : step.specs)
                    if (s.name == worker.spec)
                        spec = &s;
                if (!spec)
                    continue;  // a valid plan's workers name one of its specs
                const Job job = workerJob(worker, *disk, *spec, options, notes);
                for (const std::string& line : job.above)
                    groups += line + "\n";
                groups += "[" + label + "/" + jobWord(worker.name) + "]\n";
                if (first)
                    groups += "stonewall\n";
                for (const std::string& line : job.lines)
                    groups += line + "\n";
                first = false;
            }
            if (first) {
                groups += "# (no disk worker runs in this step)\n";
                notes.add("step " + std::to_string(step.index) + " runs no disk worker: no group");
            } else {
                ++groupCount;
            }
        }
    }

    std::string text = "# fio job file written by iometry-run export-fio";
    if (!plan.name.empty())
        text += " from the plan \"" + plan.name + "\"";
    text +=
        "\n# (docs/fio-files.md, \"Writing fio job files\"): " + std::to_string(groupCount) +
        (groupCount == 1 ? " group" : " groups") +
        ", one per step and repeat, run one after another (stonewall); one job per disk worker.\n";
    bool anyAuto = false;
    for (const WorkerDef& w : plan.workers)
        if (const auto* disk = w.as<model::DiskSettings>())
            anyAuto = anyAuto || disk->engine == "auto";
    if (anyAuto)
        text +=
            "# Engine auto: Iometry takes io_uring where the kernel sets up a ring, else libaio, "
            "else\n"
            "# sync; each job says what it became.\n";
    text +=
        "# Jobs with random I/O have norandommap (but those that verify): Iometry draws each\n"
        "# offset uniformly, blocks hit again or never; fio's random map would visit every\n"
        "# block once per pass.\n";
    text += "#\n# Not expressed in fio (" + std::to_string(notes.items().size()) + "):\n";
    for (const std::string& note : notes.items())
        text += "#  - " + note + "\n";
    text += "\n[global]\n";
    text += "time_based=1\n";
    text += "runtime=" + fioTime(plan.runS) + "\n";
    if (plan.rampS > 0)
        text += "ramp_time=" + fioTime(plan.rampS) + "\n";
    result.text = text + groups;
    result.notExpressed = std::move(notes.items());
    return result;
}

std::string probeAutoEngine() {
    io_uring_params params{};
    const long ring = ::syscall(__NR_io_uring_setup, 1, &params);
    if (ring >= 0) {
        ::close(static_cast<int>(ring));
        return "io_uring";
    }
    aio_context_t context = 0;
    if (::syscall(__NR_io_setup, 1, &context) == 0) {
        ::syscall(__NR_io_destroy, context);
        return "libaio";
    }
    return "sync";
}

FioExportOptions probedOptions() {
    FioExportOptions options;
    options.autoEngine = probeAutoEngine();
    options.autoEngineFrom = "as probed on the host that wrote this file";
    return options;
}

}  // namespace iometry::export_fio
