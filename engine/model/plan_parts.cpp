#include "engine/model/plan_parts.hpp"

#include <algorithm>

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

// IPv4's minimum (RFC 791) to the largest a Linux device accepts (jumbo frames and beyond).
constexpr std::int64_t kMinMtu = 68;
constexpr std::int64_t kMaxMtu = 65536;
constexpr std::size_t kMaxAxisValues = 10000;

AccessLine readLine(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessLine line;
    ObjectReader r(j, path, problems);
    r.integer("size", line.size, kMinRequestSize, kMaxRequestSize, true);
    r.integer("share", line.share, 0, 100, false);
    r.integer("read", line.read, 0, 100, false);
    r.integer("random", line.random, 0, 100, false);
    r.integer("align", line.align, 0, kMaxRequestSize, false);
    r.integer("reply", line.reply, 0, kMaxRequestSize, false);
    r.integer("burst", line.burst, 1, kMaxBurst, false);
    r.integer("delay_ms", line.delayMs, 0, kMaxDelayMs, false);
    if (line.reply > 0 && line.read != 0 && line.read != 100) {
        r.problem("read",
                  "must be 0 or 100 when reply is set (a request goes one way and its reply the "
                  "other), got " +
                      std::to_string(line.read));
    }
    r.rejectUnknownKeys();
    return line;
}

AccessSpec readSpec(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessSpec spec;
    ObjectReader r(j, path, problems);
    r.string("name", spec.name, true, true);
    if (const Json* lines = r.requireArray("lines", true)) {
        int shareSum = 0;
        for (std::size_t i = 0; i < lines->size(); ++i) {
            const std::string linePath = indexPath(r.pathOf("lines"), i);
            if (!expectObject((*lines)[i], linePath, problems)) continue;
            spec.lines.push_back(readLine((*lines)[i], linePath, problems));
            shareSum += spec.lines.back().share;
        }
        if (spec.lines.size() == lines->size() && shareSum != 100) {
            r.problem("lines", "shares must add up to 100, got " + std::to_string(shareSum));
        }
        if (hasReplies(spec)) {
            const bool allWrite = std::all_of(spec.lines.begin(), spec.lines.end(),
                                              [](const AccessLine& l) { return l.read == 0; });
            const bool allRead = std::all_of(spec.lines.begin(), spec.lines.end(),
                                             [](const AccessLine& l) { return l.read == 100; });
            if (!allWrite && !allRead) {
                r.problem("lines",
                          "a spec with replies must have every line in the same direction (all "
                          "read 0 or all read 100)");
            }
        }
    }
    r.rejectUnknownKeys();
    return spec;
}

}  // namespace

/** Reads start, end, step and mode of a range {start, end, step, mode} into @p range. */
void readRange(ObjectReader& r, RangeAxis& range, std::int64_t lo, std::int64_t hi) {
    r.integer("start", range.start, lo, hi, true);
    r.integer("end", range.end, lo, hi, true);
    r.integer("step", range.step, 1, hi, false);
    std::string mode = "linear";
    r.string("mode", mode, false);
    if (mode == "exponential") {
        range.exponential = true;
        if (!r.has("step")) range.step = 2;
    } else if (mode != "linear") {
        r.problem("mode", "must be linear or exponential, got \"" + mode + "\"");
    }
}

/** The checks of a range whose keys read well; false (with a problem) when one fails. */
bool checkRange(ObjectReader& r, const RangeAxis& range) {
    if (range.end < range.start) {
        r.problem("end", "must not be less than start (" + std::to_string(range.start) + "), got " +
                             std::to_string(range.end));
        return false;
    }
    if (range.exponential && range.step < 2) {
        r.problem("step", "must be at least 2 for an exponential range, got " +
                              std::to_string(range.step));
        return false;
    }
    if (!range.exponential && (range.end - range.start) / range.step + 1 >
                                  static_cast<std::int64_t>(kMaxAxisValues)) {
        r.problem("", "expands to more than " + std::to_string(kMaxAxisValues) + " values");
        return false;
    }
    return true;
}


SweepAxis parseSweepAxis(const Json& j, SweepParam param, const std::string& path,
                         std::vector<PlanProblem>& problems) {
    SweepAxis axis;
    axis.param = param;
    const std::int64_t lo = param == SweepParam::Size    ? kMinRequestSize
                            : param == SweepParam::Mtu   ? kMinMtu
                            : param == SweepParam::Phase ? 0
                                                         : 1;
    const std::int64_t hi = param == SweepParam::Size    ? kMaxRequestSize
                            : param == SweepParam::Mtu   ? kMaxMtu
                            : param == SweepParam::Phase ? kMaxPhase
                                                         : kMaxOutstanding;
    if (j.is_array()) {
        if (j.empty()) problems.push_back({path, "must not be empty"});
        if (j.size() > kMaxAxisValues)
            problems.push_back({path, "must have at most " + std::to_string(kMaxAxisValues) +
                                          " values, got " + std::to_string(j.size())});
        for (std::size_t i = 0; i < j.size() && i < kMaxAxisValues; ++i) {
            const Json& v = j[i];
            if (!(v.is_number_integer() || v.is_number_unsigned()) || v.get<double>() < lo ||
                v.get<double>() > hi) {
                problems.push_back({indexPath(path, i), "must be an integer " +
                                                            rangeText(lo, hi) + ", got " +
                                                            shortValue(v)});
                continue;
            }
            axis.values.push_back(v.get<std::int64_t>());
        }
        return axis;
    }
    if (!j.is_object()) {
        problems.push_back(
            {path, "must be a list of values or a range {start, end, step, mode}, got " +
                       typeName(j)});
        return axis;
    }
    ObjectReader r(j, path, problems);
    RangeAxis range;
    const std::size_t before = problems.size();
    readRange(r, range, lo, hi);
    r.rejectUnknownKeys();
    if (problems.size() != before || !checkRange(r, range)) return axis;
    axis.values = range.values();
    return axis;
}


AccessSpec parseAccessSpec(const Json& j, const std::string& path,
                           std::vector<PlanProblem>& problems) {
    if (!expectObject(j, path, problems)) return {};
    return readSpec(j, path, problems);
}

}  // namespace iometry::model
