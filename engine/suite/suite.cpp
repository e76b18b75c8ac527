#include "engine/suite/suite.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/json/json_depth.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/address.hpp"
#include "engine/plan/plan_json.hpp"

namespace iometry::suite {
namespace {

using Json = nlohmann::ordered_json;
using model::ObjectReader;
using model::PlanProblem;
using model::Problems;

/** A member's name is its results folder: no spaces, no path, no hidden file. */
bool isMemberName(const std::string& name) {
    if (name.empty() || name.size() > 64 || name[0] == '.') return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_' || c == '-' || c == '.';
    });
}

std::optional<Json> parseJson(std::string_view text, std::string& error) {
    if (error = model::jsonDepthProblem(text); !error.empty()) return std::nullopt;
    try {
        Json doc = Json::parse(text.begin(), text.end(), nullptr, false);
        if (!doc.is_discarded()) return doc;
        const Json reparsed = Json::parse(text.begin(), text.end());  // only for the position
        (void)reparsed;
        error = "not valid JSON";
    } catch (const nlohmann::json::exception& e) {
        error = std::string("not valid JSON: ") + e.what();
    }
    return std::nullopt;
}

std::optional<std::string> readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/** The plan's problems under the member's path: inline at `members[i].plan.…`, a file's named. */
void addPlanProblems(const Problems& found, const std::string& path, const std::string& file,
                     Problems& problems) {
    for (const PlanProblem& p : found) {
        if (file.empty())
            problems.push_back({p.path.empty() ? path : path + "." + p.path, p.message});
        else
            problems.push_back({path, file + ": " + p.toString()});
    }
}

std::vector<model::DynamoDef> readDynamos(ObjectReader& r, Problems& problems) {
    std::vector<model::DynamoDef> dynamos;
    const Json* list = r.find("dynamos");
    if (!list || list->is_null()) return dynamos;
    if (!list->is_array() || list->empty()) {
        r.problem("dynamos", "must be a non-empty array of dynamos, got " + model::typeName(*list));
        return dynamos;
    }
    std::set<std::string> names;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string path = model::indexPath("dynamos", i);
        if (!model::expectObject((*list)[i], path, problems)) continue;
        ObjectReader d((*list)[i], path, problems);
        model::DynamoDef def;
        d.string("name", def.name, true);
        if (d.hasString("name") && !model::isValidName(def.name))
            d.problem("name", std::string("must be ") + model::kNameRule + ", got \"" + def.name + "\"");
        else if (d.hasString("name") && !names.insert(def.name).second)
            d.problem("name", "\"" + def.name + "\" is named twice");
        d.boolean("spawn", def.spawn);
        d.rejectUnknownKeys();
        dynamos.push_back(def);
    }
    return dynamos;
}

std::map<std::string, std::string> readAddresses(ObjectReader& r, const Suite& suite,
                                                 Problems& problems) {
    std::map<std::string, std::string> addresses;
    const Json* object = r.find("addresses");
    if (!object || object->is_null()) return addresses;
    if (!object->is_object()) {
        r.problem("addresses", "must be an object of dynamo name → data address, got " +
                                   model::typeName(*object));
        return addresses;
    }
    for (auto it = object->begin(); it != object->end(); ++it) {
        const std::string path = r.pathOf("addresses") + "." + it.key();
        if (!it.value().is_string()) {
            problems.push_back({path, "must be an IP address, got " + model::typeName(it.value())});
            continue;
        }
        const std::string address = it.value().get<std::string>();
        if (!model::isIpAddress(address))
            problems.push_back({path, "must be an IPv4 or IPv6 address, got \"" + address + "\""});
        else if (model::isLinkLocalAddress(address))
            problems.push_back({path, "\"" + address + "\" is link-local: it needs an interface "
                                      "scope, which plans do not carry; use a global or "
                                      "unique-local address"});
        else if (!suite.dynamos.empty() &&
                 std::none_of(suite.dynamos.begin(), suite.dynamos.end(),
                              [&](const model::DynamoDef& d) { return d.name == it.key(); }))
            problems.push_back({path, "no dynamo named \"" + it.key() + "\" in the suite's dynamos"});
        else
            addresses[it.key()] = address;
    }
    return addresses;
}

/** The member's plan document: inline, or the file named relative to the suite's folder. */
std::optional<Json> memberPlanDocument(const Json& plan, const std::filesystem::path& baseDir,
                                       const std::string& path, std::string& from,
                                       Problems& problems) {
    if (plan.is_object()) return plan;
    if (!plan.is_string() || plan.get<std::string>().empty()) {
        problems.push_back({path, "must be a plan (an object) or the path of a plan file, got " +
                                      model::typeName(plan)});
        return std::nullopt;
    }
    from = plan.get<std::string>();
    const std::filesystem::path file = std::filesystem::path(from).is_absolute()
                                           ? std::filesystem::path(from)
                                           : baseDir / from;
    const auto text = readFile(file);
    if (!text) {
        problems.push_back({path, "cannot open plan file " + file.string()});
        return std::nullopt;
    }
    std::string error;
    auto doc = parseJson(*text, error);
    if (!doc) problems.push_back({path, from + ": " + error});
    return doc;
}

}  // namespace

bool looksLikeSuite(const Json& document) {
    return document.is_object() && document.contains("format") &&
           document["format"] == kSuiteFormat;
}

bool isSuiteFile(const std::filesystem::path& path) {
    const auto text = readFile(path);
    if (!text) return false;
    std::string error;
    const auto doc = parseJson(*text, error);
    return doc && looksLikeSuite(*doc);
}

void applySuiteHosts(const Suite& suite, model::Plan& plan, const std::string& path,
                     Problems& problems) {
    if (suite.repeats) plan.repeats = *suite.repeats;
    const bool network = !plan.workers.empty() &&
                         std::all_of(plan.workers.begin(), plan.workers.end(),
                                     [](const model::WorkerDef& w) { return w.ends() != nullptr; });
    const bool hasMtu = std::any_of(plan.sweep.begin(), plan.sweep.end(), [](const model::SweepAxis& a) {
        return a.param == model::SweepParam::Mtu;
    });
    if (!suite.mtu.empty() && network && !hasMtu && !plan.procedure.method().choosesSteps())
        plan.sweep.insert(plan.sweep.begin(), model::SweepAxis{model::SweepParam::Mtu, suite.mtu});
    if (!suite.dynamos.empty()) {
        std::vector<model::DynamoDef> used;
        for (const model::DynamoDef& own : plan.dynamos) {
            auto it = std::find_if(suite.dynamos.begin(), suite.dynamos.end(),
                                   [&](const model::DynamoDef& d) { return d.name == own.name; });
            if (it == suite.dynamos.end())
                problems.push_back({path.empty() ? "dynamos" : path + ".dynamos",
                                    "the plan names dynamo \"" + own.name +
                                        "\", which is not one of the suite's dynamos"});
            else
                used.push_back(*it);
        }
        plan.dynamos = used;
    }
    for (model::WorkerDef& w : plan.workers) {
        model::PairEnds* ends = w.ends();
        if (!ends) continue;
        if (auto it = suite.addresses.find(w.dynamo); it != suite.addresses.end())
            ends->bind = it->second;
        if (auto it = suite.addresses.find(ends->peer.dynamo); it != suite.addresses.end())
            ends->peer.address = it->second;
    }
}

SuiteParseResult parseSuite(const Json& doc, const std::filesystem::path& baseDir) {
    SuiteParseResult result;
    Problems& problems = result.problems;
    if (!doc.is_object()) {
        problems.push_back({"", "a suite must be a JSON object, got " + model::typeName(doc)});
        return result;
    }
    Suite suite;
    ObjectReader r(doc, "", problems);
    r.string("format", suite.format, true);
    if (r.hasString("format") && suite.format != kSuiteFormat)
        r.problem("format", std::string("must be \"") + kSuiteFormat + "\", got \"" +
                                suite.format + "\"");
    r.string("name", suite.name, false);
    r.string("device", suite.device, false);
    r.string("description", suite.description, false);
    r.optionalInteger("repeats", suite.repeats, 1, model::kMaxRepeats);
    if (const Json* mtu = r.find("mtu"); mtu && !mtu->is_null())
        suite.mtu = model::parseSweepAxis(*mtu, model::SweepParam::Mtu, "mtu", problems).values;
    suite.dynamos = readDynamos(r, problems);
    suite.addresses = readAddresses(r, suite, problems);
    if (const Json* leftOut = r.find("left_out"); leftOut && !leftOut->is_null()) {
        if (!leftOut->is_array()) r.problem("left_out", "must be an array, got " + model::typeName(*leftOut));
        else
            for (std::size_t i = 0; i < leftOut->size(); ++i) {
                const std::string path = model::indexPath("left_out", i);
                if (!model::expectObject((*leftOut)[i], path, problems)) continue;
                ObjectReader l((*leftOut)[i], path, problems);
                std::string name, why;
                l.string("name", name, true);
                l.string("why", why, true);
                l.rejectUnknownKeys();
                suite.leftOut.emplace_back(name, why);
            }
    }
    if (const Json* changes = r.find("changes"); changes && !changes->is_null()) {
        if (!changes->is_array()) r.problem("changes", "must be an array, got " + model::typeName(*changes));
        else
            for (std::size_t i = 0; i < changes->size(); ++i) {
                const std::string path = model::indexPath("changes", i);
                if (!model::expectObject((*changes)[i], path, problems)) continue;
                ObjectReader c((*changes)[i], path, problems);
                SuiteChange change;
                c.string("key", change.key, true);
                if (const Json* from = c.find("from")) change.from = *from;
                if (const Json* to = c.find("to")) change.to = *to;
                c.rejectUnknownKeys();
                suite.changes.push_back(std::move(change));
            }
    }
    r.find("run");  // the record of a run (suite.json in a results folder): readSuiteRun()

    if (const Json* members = r.requireArray("members", true)) {
        if (members->size() > kMaxMembers)
            r.problem("members", "has " + std::to_string(members->size()) + " members; at most " +
                                     std::to_string(kMaxMembers) + " are allowed");
        std::set<std::string> names;
        for (std::size_t i = 0; i < members->size() && i < kMaxMembers; ++i) {
            const std::string path = model::indexPath("members", i);
            if (!model::expectObject((*members)[i], path, problems)) continue;
            ObjectReader m((*members)[i], path, problems);
            SuiteMember member;
            m.string("name", member.name, true);
            if (m.hasString("name") && !isMemberName(member.name))
                m.problem("name", "must be 1–64 letters, digits or _ - . characters, not starting "
                                  "with . (it names the member's results folder), got \"" +
                                      member.name + "\"");
            else if (m.hasString("name") && !names.insert(member.name).second)
                m.problem("name", "\"" + member.name + "\" is named twice");
            m.string("from", member.from, false);  // written by toJson(): where the plan came from
            const Json* plan = m.require("plan");
            m.rejectUnknownKeys();
            if (!plan) continue;
            std::string from;
            const auto planDoc = memberPlanDocument(*plan, baseDir, m.pathOf("plan"), from, problems);
            if (!planDoc) continue;
            if (!from.empty()) member.from = from;
            auto parsed = model::parsePlan(*planDoc);
            if (!parsed.ok()) {
                addPlanProblems(parsed.problems, m.pathOf("plan"), from, problems);
                continue;
            }
            member.plan = std::move(*parsed.plan);
            Problems fit;
            applySuiteHosts(suite, member.plan, "", fit);
            if (fit.empty()) {
                // What the suite changed is checked as the plan reader checks it.
                auto again = model::parsePlan(model::toJson(member.plan));
                if (again.ok()) member.plan = std::move(*again.plan);
                else fit = again.problems;
            }
            addPlanProblems(fit, m.pathOf("plan"), from, problems);
            suite.members.push_back(std::move(member));
        }
    }
    r.rejectUnknownKeys();
    if (problems.empty()) result.suite = std::move(suite);
    return result;
}

SuiteParseResult parseSuiteText(std::string_view text, const std::filesystem::path& baseDir) {
    std::string error;
    auto doc = parseJson(text, error);
    if (!doc) {
        SuiteParseResult result;
        result.problems.push_back({"", error});
        return result;
    }
    return parseSuite(*doc, baseDir);
}

SuiteParseResult loadSuiteFile(const std::filesystem::path& path) {
    return loadSuiteFile(path, SuiteOverrides{});
}

SuiteParseResult loadSuiteFile(const std::filesystem::path& path, const SuiteOverrides& overrides) {
    SuiteParseResult result;
    const auto text = readFile(path);
    if (!text) {
        result.problems.push_back({"", "cannot open suite file " + path.string()});
        return result;
    }
    std::string error;
    auto doc = parseJson(*text, error);
    if (!doc) {
        result.problems.push_back({"", error});
        return result;
    }
    return parseSuite(*doc, path.parent_path(), overrides);
}

namespace {

/** Records that the overrides changed @p key from @p from to @p to: a change of the key
    already recorded (a resume with other overrides) keeps what the template asked. */
void recordChange(Suite& suite, const std::string& key, const Json& from, const Json& to) {
    auto it = std::find_if(suite.changes.begin(), suite.changes.end(),
                           [&](const SuiteChange& c) { return c.key == key; });
    if (it == suite.changes.end()) {
        if (from != to) suite.changes.push_back({key, from, to});
        return;
    }
    if (it->from == to) suite.changes.erase(it);
    else it->to = to;
}

/** The distinct values of @p values, one value when they are all alike. */
Json distinct(const std::vector<Json>& values) {
    Json list = Json::array();
    for (const Json& v : values)
        if (std::find(list.begin(), list.end(), v) == list.end()) list.push_back(v);
    return list.size() == 1 ? list.front() : list;
}

/** The repeats and run_s of the overrides written into every member's plan as read (inline
    or from its file), each plan checked again; what they changed recorded in `changes`: the
    values of the members they changed (a method with a trial time of its own keeps its
    run_s, so it is not among them). */
void applyRunOverrides(Suite& suite, const SuiteOverrides& overrides, Problems& problems) {
    if (!overrides.repeats && !overrides.runS) return;
    std::vector<Json> repeats, runS;  // what the changed members held
    for (std::size_t i = 0; i < suite.members.size(); ++i) {
        SuiteMember& m = suite.members[i];
        const model::Plan before = m.plan;
        if (overrides.repeats) m.plan.repeats = *overrides.repeats;
        if (overrides.runS) m.plan.runS = *overrides.runS;
        auto again = model::parsePlan(model::toJson(m.plan));
        if (!again.ok()) {
            addPlanProblems(again.problems, model::indexPath("members", i) + ".plan", m.from, problems);
            continue;
        }
        m.plan = std::move(*again.plan);
        if (m.plan.repeats != before.repeats) repeats.push_back(before.repeats);
        if (m.plan.runS != before.runS) runS.push_back(before.runS);
    }
    if (overrides.repeats) {
        suite.repeats = *overrides.repeats;
        if (!repeats.empty()) recordChange(suite, "repeats", distinct(repeats), *overrides.repeats);
    }
    if (overrides.runS && !runS.empty()) recordChange(suite, "run_s", distinct(runS), *overrides.runS);
}

}  // namespace

SuiteParseResult parseSuite(const Json& document, const std::filesystem::path& baseDir,
                            const SuiteOverrides& overrides) {
    SuiteParseResult result = parseSuite(applyOverrides(document, overrides), baseDir);
    if (!result.ok()) return result;
    applyRunOverrides(*result.suite, overrides, result.problems);
    if (!result.problems.empty()) {
        result.suite.reset();
        return result;
    }
    if (!overrides.workerSettings.empty()) {
        applyWorkerSettings(*result.suite, overrides.workerSettings, result.problems);
        if (!result.problems.empty()) {
            result.suite.reset();
            return result;
        }
    }
    if (overrides.hosts.empty()) return result;
    return assignHosts(*result.suite, overrides.hosts);
}

std::optional<WorkerSetting> parseWorkerSetting(std::string_view text, std::string& error) {
    const std::size_t eq = text.find('=');
    if (eq == std::string_view::npos || eq + 1 == text.size()) {
        error = "must be KEY=VALUE or MEMBER:KEY=VALUE, got \"" + std::string(text) + "\"";
        return std::nullopt;
    }
    WorkerSetting setting;
    std::string_view left = text.substr(0, eq);
    if (const std::size_t colon = left.find(':'); colon != std::string_view::npos) {
        setting.member = std::string(left.substr(0, colon));
        left = left.substr(colon + 1);
        if (setting.member.empty()) {
            error = "names no member before the colon: \"" + std::string(text) + "\"";
            return std::nullopt;
        }
    }
    if (left.empty()) {
        error = "names no key: \"" + std::string(text) + "\"";
        return std::nullopt;
    }
    setting.key = std::string(left);
    setting.value = std::string(text.substr(eq + 1));
    return setting;
}

namespace {

/** @p text as a whole number, or nullopt (no sign but '-', no fraction, no trailing text). */
std::optional<std::int64_t> wholeNumber(std::string_view text) {
    if (text.empty()) return std::nullopt;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/**
 * A size in bytes as a setting's value: "268435456", "256MiB", "1 GiB" (binary units, as the
 * plans' sizes are counted: docs/plan-format.md); nullopt when it is none.
 */
std::optional<std::int64_t> byteSize(std::string text) {
    static const std::pair<const char*, std::int64_t> kUnits[] = {
        {"KiB", std::int64_t{1} << 10}, {"MiB", std::int64_t{1} << 20},
        {"GiB", std::int64_t{1} << 30}, {"TiB", std::int64_t{1} << 40}, {"B", 1}};
    std::int64_t scale = 1;
    for (const auto& [unit, bytes] : kUnits) {
        const std::size_t n = std::char_traits<char>::length(unit);
        if (text.size() > n && text.compare(text.size() - n, n, unit) == 0) {
            text.resize(text.size() - n);
            scale = bytes;
            break;
        }
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    const auto number = wholeNumber(text);
    if (!number || *number < 0 || *number > std::numeric_limits<std::int64_t>::max() / scale)
        return std::nullopt;
    return *number * scale;
}

/** @p text as a number ("0.25"), all of it; nullopt when it is none. */
std::optional<double> decimalNumber(std::string_view text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

/** @p setting's value as the JSON of @p param's type; nullopt with @p why when it is not one. */
std::optional<Json> settingValue(const model::KindParam& param, const std::string& text,
                                 std::string& why) {
    using Type = model::SettingType;
    switch (param.type) {
    case Type::Integer: {
        const auto value = param.unit == "bytes" ? byteSize(text) : wholeNumber(text);
        if (value) return Json(*value);
        why = param.unit == "bytes"
                  ? "must be a size in bytes (a whole number, or one with KiB, MiB, GiB or TiB), "
                    "got \"" + text + "\""
                  : "must be a whole number, got \"" + text + "\"";
        return std::nullopt;
    }
    case Type::Number: {
        if (const auto value = decimalNumber(text)) return Json(*value);
        why = "must be a number, got \"" + text + "\"";
        return std::nullopt;
    }
    case Type::Boolean:
        if (text == "true" || text == "false") return Json(text == "true");
        why = "must be true or false, got \"" + text + "\"";
        return std::nullopt;
    case Type::IntegerList:
    case Type::NumberList: {
        const bool whole = param.type == Type::IntegerList;
        Json list = Json::array();
        std::size_t from = 0;
        while (from <= text.size()) {
            const std::size_t comma = std::min(text.find(',', from), text.size());
            const std::string_view item = std::string_view(text).substr(from, comma - from);
            std::optional<Json> value;
            if (const auto n = wholeNumber(item); whole && n) value = *n;
            if (const auto x = decimalNumber(item); !whole && x) value = *x;
            if (!value) {
                why = std::string(whole ? "must be whole numbers" : "must be numbers") +
                      " separated by commas, got \"" + text + "\"";
                return std::nullopt;
            }
            list.push_back(*value);
            from = comma + 1;
        }
        return list;
    }
    case Type::Choice:
    case Type::Text:
        return Json(text);
    }
    return std::nullopt;
}

}  // namespace

void applyWorkerSettings(Suite& suite, const std::vector<WorkerSetting>& settings,
                         Problems& problems) {
    for (const WorkerSetting& setting : settings) {
        const std::string where =
            "set." + (setting.member.empty() ? std::string() : setting.member + ":") + setting.key;
        std::vector<SuiteMember*> members;
        for (SuiteMember& m : suite.members)
            if (setting.member.empty() || m.name == setting.member) members.push_back(&m);
        if (members.empty()) {
            std::string names;
            for (const SuiteMember& m : suite.members) names += (names.empty() ? "" : ", ") + m.name;
            problems.push_back({where, "the suite has no member \"" + setting.member +
                                           "\"; its members: " + names});
            continue;
        }
        // The key's rule, from the first kind among the members' workers that has it.
        std::optional<model::KindParam> param;
        std::set<std::string> kindsSeen;
        for (const SuiteMember* m : members)
            for (const model::WorkerDef& w : m->plan.workers)
                if (const model::WorkerKind* kind = w.kind(); kind && !param) {
                    kindsSeen.insert(kind->name());
                    param = kind->param(setting.key);
                }
        if (!param) {
            std::string keys;
            for (const std::string& name : kindsSeen) {
                const model::WorkerKind* kind = model::workerKinds().find(name);
                std::string own;
                for (const model::KindParam& p : kind->params()) own += (own.empty() ? "" : ", ") + p.key;
                keys += (keys.empty() ? "" : "; ") + name + ": " + own;
            }
            problems.push_back({where, "no worker of " +
                                           (setting.member.empty() ? std::string("the suite's members")
                                                                   : "member \"" + setting.member + "\"") +
                                           " has the key \"" + setting.key + "\" (" + keys + ")"});
            continue;
        }
        std::string why;
        const auto value = settingValue(*param, setting.value, why);
        if (!value) {
            problems.push_back({where, why});
            continue;
        }
        const std::size_t before = problems.size();
        model::checkSettingValue(param->rule(), *value, where, problems);
        if (problems.size() != before) continue;

        // Written into each member's plan as a plan file would hold it, and read back: the
        // reader's checks of the worker as a whole (a test file needs its size) apply.
        std::vector<std::pair<SuiteMember*, model::Plan>> changed;
        std::vector<Json> was;  // each worker's value before (null: the kind's default)
        for (SuiteMember* m : members) {
            Json plan = model::toJson(m->plan);
            bool touched = false;
            for (Json& w : plan["workers"]) {
                const model::WorkerKind* kind =
                    w.contains("kind") && w["kind"].is_string()
                        ? model::workerKinds().find(w["kind"].get<std::string>())
                        : nullptr;
                if (!kind || !kind->param(setting.key)) continue;
                Json& at = param->group().empty() ? w[setting.key] : w[param->group()][param->leaf()];
                was.push_back(at);
                at = *value;
                touched = true;
            }
            if (!touched) continue;
            auto again = model::parsePlan(plan);
            if (!again.ok()) {
                for (const PlanProblem& p : again.problems)
                    problems.push_back({where, "member \"" + m->name + "\": " + p.toString()});
                continue;
            }
            changed.emplace_back(m, std::move(*again.plan));
        }
        if (problems.size() != before) continue;
        for (auto& [m, plan] : changed) m->plan = std::move(plan);
        recordChange(suite, where, distinct(was), *value);
    }
}

std::vector<model::DynamoDef> suiteDynamos(const Suite& suite) {
    if (!suite.dynamos.empty()) return suite.dynamos;
    std::vector<model::DynamoDef> list;
    for (const SuiteMember& m : suite.members)
        for (const model::DynamoDef& d : m.plan.dynamos)
            if (std::none_of(list.begin(), list.end(),
                             [&](const model::DynamoDef& known) { return known.name == d.name; }))
                list.push_back(d);
    return list;
}

SuiteParseResult assignHosts(const Suite& suite,
                             const std::map<std::string, model::DynamoDef>& hosts) {
    SuiteParseResult result;
    const std::vector<model::DynamoDef> dynamos = suiteDynamos(suite);
    for (const auto& host : hosts) {
        const std::string& name = host.first;
        if (std::none_of(dynamos.begin(), dynamos.end(),
                         [&](const model::DynamoDef& d) { return d.name == name; }))
            result.problems.push_back({"hosts." + name, "no dynamo named \"" + name +
                                                            "\" in the suite"});
    }
    const auto hostOf = [&](const std::string& name) {
        const auto it = hosts.find(name);
        return it == hosts.end() ? name : it->second.name;
    };
    // Each of the suite's dynamos on a dynamo of its own: the pairs between them stay pairs.
    std::map<std::string, std::string> runsOn;
    for (const model::DynamoDef& d : dynamos) {
        const auto [it, fresh] = runsOn.emplace(hostOf(d.name), d.name);
        if (!fresh)
            result.problems.push_back(
                {"hosts." + d.name, "dynamos \"" + it->second + "\" and \"" + d.name +
                                        "\" would both run on dynamo \"" + it->first +
                                        "\": each of the suite's dynamos needs one of its own"});
    }
    if (!result.problems.empty()) return result;

    Suite placed = suite;
    const auto place = [&](model::DynamoDef& d) {
        if (const auto it = hosts.find(d.name); it != hosts.end()) d = it->second;
    };
    for (model::DynamoDef& d : placed.dynamos) place(d);
    placed.addresses.clear();
    for (const auto& [name, address] : suite.addresses) placed.addresses[hostOf(name)] = address;
    for (SuiteMember& m : placed.members) {
        for (model::DynamoDef& d : m.plan.dynamos) place(d);
        for (model::WorkerDef& w : m.plan.workers) {
            w.dynamo = hostOf(w.dynamo);
            if (model::PairEnds* ends = w.ends()) ends->peer.dynamo = hostOf(ends->peer.dynamo);
        }
    }
    // Every member inline now: the suite as it runs, checked as any suite is.
    return parseSuite(toJson(placed), std::filesystem::path("."));
}

Json applyOverrides(Json doc, const SuiteOverrides& overrides) {
    if (!doc.is_object()) return doc;  // parseSuite() names the problem
    // What the template asked and the overrides change, kept in the record (`changes`); the
    // repeats and run_s are changed on the members' plans as read (applyRunOverrides()).
    Json changes = doc.contains("changes") && doc["changes"].is_array() ? doc["changes"] : Json::array();
    if (overrides.device) doc["device"] = *overrides.device;
    if (overrides.loopback) {
        if (doc.contains("mtu") && !doc["mtu"].is_null())
            changes.push_back({{"key", "mtu"}, {"from", doc["mtu"]}, {"to", nullptr}});
        doc.erase("mtu");
        if (doc.contains("members") && doc["members"].is_array()) {
            // Written into the document after the loop: a key added to it moves its members.
            Json kept = Json::array();
            Json leftOut = doc.contains("left_out") && doc["left_out"].is_array() ? doc["left_out"]
                                                                                  : Json::array();
            for (const Json& m : doc["members"]) {
                const Json* plan = m.is_object() && m.contains("plan") ? &m.at("plan") : nullptr;
                const bool sweepsMtu = plan && plan->is_object() && plan->contains("sweep") &&
                                       (*plan)["sweep"].is_object() && (*plan)["sweep"].contains("mtu");
                if (!sweepsMtu) {
                    kept.push_back(m);
                    continue;
                }
                leftOut.push_back({{"name", m.contains("name") ? m.at("name") : Json("")},
                                   {"why", kLoopbackMtuWhy}});
            }
            doc["members"] = kept;
            if (!leftOut.empty()) doc["left_out"] = leftOut;
        }
        Json& dynamos = doc["dynamos"];
        if (!dynamos.is_array()) dynamos = Json::array();
        Json addresses = Json::object();
        for (Json& d : dynamos) {
            if (!d.is_object()) continue;
            d["spawn"] = true;
            if (d.contains("name") && d["name"].is_string())
                addresses[d["name"].get<std::string>()] = "127.0.0.1";
        }
        if (dynamos.empty()) doc.erase("dynamos");  // each member keeps its plan's dynamos
        else doc["addresses"] = addresses;
    }
    if (!changes.empty()) doc["changes"] = changes;
    for (const auto& [dynamo, address] : overrides.addresses) {
        if (!doc.contains("addresses") || !doc["addresses"].is_object())
            doc["addresses"] = Json::object();
        doc["addresses"][dynamo] = address;
    }
    return doc;
}

Json toJson(const Suite& suite) {
    Json j;
    j["format"] = suite.format;
    j["name"] = suite.name;
    j["device"] = suite.device;
    if (!suite.description.empty()) j["description"] = suite.description;
    if (suite.repeats) j["repeats"] = *suite.repeats;
    if (!suite.mtu.empty()) j["mtu"] = suite.mtu;
    if (!suite.dynamos.empty()) {
        Json dynamos = Json::array();
        for (const model::DynamoDef& d : suite.dynamos)
            dynamos.push_back({{"name", d.name}, {"spawn", d.spawn}});
        j["dynamos"] = dynamos;
    }
    if (!suite.addresses.empty()) {
        Json addresses = Json::object();
        for (const auto& [dynamo, address] : suite.addresses) addresses[dynamo] = address;
        j["addresses"] = addresses;
    }
    Json members = Json::array();
    for (const SuiteMember& m : suite.members) {
        Json member;
        member["name"] = m.name;
        if (!m.from.empty()) member["from"] = m.from;
        member["plan"] = model::toJson(m.plan);
        members.push_back(member);
    }
    j["members"] = members;
    if (!suite.leftOut.empty()) {
        Json leftOut = Json::array();
        for (const auto& [name, why] : suite.leftOut) leftOut.push_back({{"name", name}, {"why", why}});
        j["left_out"] = leftOut;
    }
    if (!suite.changes.empty()) {
        Json changes = Json::array();
        for (const SuiteChange& c : suite.changes) changes.push_back({{"key", c.key}, {"from", c.from}, {"to", c.to}});
        j["changes"] = changes;
    }
    return j;
}

SuiteEstimate estimateSuite(const Suite& suite) {
    SuiteEstimate estimate;
    for (const SuiteMember& m : suite.members) {
        const model::RunEstimate e = model::estimateRun(m.plan);
        estimate.seconds += e.seconds;
        estimate.exact = estimate.exact && e.exact;
        estimate.stepRuns += e.stepRuns;
        estimate.memberSeconds.push_back(e.seconds);
    }
    return estimate;
}

}  // namespace iometry::suite
