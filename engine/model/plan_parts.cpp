#include "engine/model/plan_parts.hpp"

#include <algorithm>
#include <functional>
#include <utility>

#include "engine/model/setting.hpp"

namespace iometry::model {
namespace {

using Json = nlohmann::ordered_json;

// IPv4's minimum (RFC 791) to the largest a Linux device accepts (jumbo frames and beyond).
constexpr std::int64_t kMinMtu = 68;
constexpr std::int64_t kMaxMtu = 65536;
constexpr std::size_t kMaxAxisValues = 10000;

/** A key of an access line: its rule and the field it fills. */
struct LineKey {
    SettingRule rule;
    std::function<void(AccessLine&, std::int64_t)> set;
    std::function<std::int64_t(const AccessLine&)> get;
};

template <typename T>
LineKey lineKey(const char* key, std::int64_t lo, std::int64_t hi, bool required, T AccessLine::*member) {
    return {{key, SettingType::Integer, static_cast<double>(lo), static_cast<double>(hi), false, required},
            [member](AccessLine& l, std::int64_t v) { l.*member = static_cast<T>(v); },
            [member](const AccessLine& l) { return static_cast<std::int64_t>(l.*member); }};
}

/** An access line's keys (docs/plan-format.md, "Access specifications"), in reading order. */
const std::vector<LineKey>& lineKeys() {
    static const std::vector<LineKey> keys{
        lineKey("size", kMinRequestSize, kMaxRequestSize, true, &AccessLine::size),
        lineKey("share", 0, 100, false, &AccessLine::share),
        lineKey("read", 0, 100, false, &AccessLine::read),
        lineKey("random", 0, 100, false, &AccessLine::random),
        lineKey("align", 0, kMaxRequestSize, false, &AccessLine::align),
        lineKey("reply", 0, kMaxRequestSize, false, &AccessLine::reply),
        lineKey("burst", 1, kMaxBurst, false, &AccessLine::burst),
        lineKey("delay_ms", 0, kMaxDelayMs, false, &AccessLine::delayMs),
    };
    return keys;
}

/** The checks across a line's keys that read well. */
void checkLineAcross(ObjectReader& r, const AccessLine& line) {
    if (line.reply > 0 && line.read != 0 && line.read != 100) {
        r.problem("read",
                  "must be 0 or 100 when reply is set (a request goes one way and its reply the "
                  "other), got " +
                      std::to_string(line.read));
    }
}

/** The checks across a spec's lines; @p allRead: every line was an object. */
void checkSpecAcross(ObjectReader& r, const AccessSpec& spec, bool allRead) {
    int shareSum = 0;
    for (const AccessLine& l : spec.lines) shareSum += l.share;
    if (allRead && shareSum != 100) {
        r.problem("lines", "shares must add up to 100, got " + std::to_string(shareSum));
    }
    if (hasReplies(spec)) {
        const bool allWrite = std::all_of(spec.lines.begin(), spec.lines.end(),
                                          [](const AccessLine& l) { return l.read == 0; });
        const bool allReads = std::all_of(spec.lines.begin(), spec.lines.end(),
                                          [](const AccessLine& l) { return l.read == 100; });
        if (!allWrite && !allReads) {
            r.problem("lines",
                      "a spec with replies must have every line in the same direction (all "
                      "read 0 or all read 100)");
        }
    }
}

AccessLine readLine(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessLine line;
    ObjectReader r(j, path, problems);
    for (const LineKey& k : lineKeys()) {
        const Json v = readSettingValue(r, k.rule);
        if (!v.is_null()) k.set(line, v.get<std::int64_t>());
    }
    checkLineAcross(r, line);
    r.rejectUnknownKeys();
    return line;
}

AccessSpec readSpec(const Json& j, const std::string& path, std::vector<PlanProblem>& problems) {
    AccessSpec spec;
    ObjectReader r(j, path, problems);
    r.string("name", spec.name, true, true);
    if (const Json* lines = r.requireArray("lines", true)) {
        for (std::size_t i = 0; i < lines->size(); ++i) {
            const std::string linePath = indexPath(r.pathOf("lines"), i);
            if (!expectObject((*lines)[i], linePath, problems)) continue;
            spec.lines.push_back(readLine((*lines)[i], linePath, problems));
        }
        checkSpecAcross(r, spec, spec.lines.size() == lines->size());
    }
    r.rejectUnknownKeys();
    return spec;
}

/** The bounds of a sweep axis's values of @p param. */
std::pair<std::int64_t, std::int64_t> axisBounds(SweepParam param) {
    const std::int64_t lo = param == SweepParam::Size    ? kMinRequestSize
                            : param == SweepParam::Mtu   ? kMinMtu
                            : param == SweepParam::Phase ? 0
                                                         : 1;
    const std::int64_t hi = param == SweepParam::Size    ? kMaxRequestSize
                            : param == SweepParam::Mtu   ? kMaxMtu
                            : param == SweepParam::Phase ? kMaxPhase
                                                         : kMaxOutstanding;
    return {lo, hi};
}

/** The problems of a list of @p count values, before its values are judged. */
void checkListLength(std::size_t count, const std::string& path, Problems& problems) {
    if (count == 0) problems.push_back({path, "must not be empty"});
    if (count > kMaxAxisValues)
        problems.push_back({path, "must have at most " + std::to_string(kMaxAxisValues) +
                                      " values, got " + std::to_string(count)});
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
    const auto [lo, hi] = axisBounds(param);
    if (j.is_array()) {
        checkListLength(j.size(), path, problems);
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


void checkAccessSpec(const AccessSpec& spec, const std::string& path, Problems& problems, AccessSpec& valid) {
    const Json none = Json::object();
    ObjectReader r(none, path, problems);
    valid = AccessSpec{spec.name, {}};
    if (spec.name.empty()) r.problem("name", "must not be empty");
    if (spec.lines.empty()) r.problem("lines", "must not be empty");
    for (std::size_t i = 0; i < spec.lines.size(); ++i) {
        const std::string linePath = indexPath(r.pathOf("lines"), i);
        AccessLine line;
        for (const LineKey& k : lineKeys()) {
            const std::size_t before = problems.size();
            const std::int64_t v = k.get(spec.lines[i]);
            checkSettingValue(k.rule, Json(v), linePath + "." + std::string(k.rule.key), problems);
            if (problems.size() == before) k.set(line, v);
        }
        ObjectReader lr(none, linePath, problems);
        checkLineAcross(lr, line);
        valid.lines.push_back(line);
    }
    if (!spec.lines.empty()) checkSpecAcross(r, valid, true);
}

void checkSweepAxis(const SweepAxis& axis, const std::string& path, Problems& problems, SweepAxis& valid) {
    const auto [lo, hi] = axisBounds(axis.param);
    valid = SweepAxis{axis.param, {}};
    checkListLength(axis.values.size(), path, problems);
    for (std::size_t i = 0; i < axis.values.size() && i < kMaxAxisValues; ++i) {
        const std::int64_t v = axis.values[i];
        if (v < lo || v > hi) {
            problems.push_back({indexPath(path, i), "must be an integer " + rangeText(lo, hi) +
                                                        ", got " + std::to_string(v)});
            continue;
        }
        valid.values.push_back(v);
    }
}

AccessSpec parseAccessSpec(const Json& j, const std::string& path,
                           std::vector<PlanProblem>& problems) {
    if (!expectObject(j, path, problems)) return {};
    return readSpec(j, path, problems);
}

}  // namespace iometry::model
