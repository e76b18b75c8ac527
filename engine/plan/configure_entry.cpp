#include "engine/plan/configure_entry.hpp"

#include <algorithm>
#include <limits>

#include "engine/methods/latency/latency_method.hpp"
#include "engine/methods/method.hpp"
#include "engine/model/json_reader.hpp"
#include "engine/model/plan_parts.hpp"
#include "engine/plan/plan_json.hpp"
#include "engine/plan/plan_keys.hpp"

namespace iometry::model {

namespace {

using Json = nlohmann::ordered_json;

/** The smallest cookie the manager sends: 16 random bytes as hex are 32 characters. */
constexpr std::size_t kMinCookie = 16;
constexpr std::int64_t kMaxWorkerId = 1'000'000;

}  // namespace

std::vector<ConfigureEnd> configureEntries(const Plan& plan, const Step& step, std::size_t index,
                                           const std::string& cookie, ConfigureContext& context) {
    const WorkerDef& w = step.workers[index];
    const AccessSpec* spec = nullptr;
    for (const auto& s : step.specs)
        if (s.name == w.spec) spec = &s;
    // A step that cycles workers or targets runs some of the plan's workers (ids are the
    // step's); each keeps the seed of its place in the plan, whichever step runs it.
    std::size_t inPlan = index;
    for (std::size_t p = 0; p < plan.workers.size(); ++p)
        if (plan.workers[p].name == w.name) inPlan = p;
    const std::uint64_t seed = plan.seed * 1000003ull + inPlan;
    const PairEnds* ends = w.ends();
    nlohmann::json holder = {{"id", index},
                             {"name", w.name},
                             {"role", "holder"},
                             {"kind", w.kindName()},
                             {"local", ends ? ends->bind : std::string()},
                             {"remote", ends ? ends->peer.address : std::string()},
                             {"outstanding", w.outstanding},
                             {"spec", spec ? toJson(*spec) : Json::object()},
                             {"seed", seed},
                             {"cookie", cookie}};
    if (w.cpu) holder["cpu"] = *w.cpu;
    // Both ends get the schedule: the one that makes the requests keeps it.
    if (const auto pacing = w.pacing()) {
        holder["rate_per_s"] = pacing->ratePerS;
        holder["arrivals"] = toString(pacing->arrivals);
    }
    if (w.probe) holder["probe"] = true;  // both ends
    w.kind()->configure(w, context, holder);
    // A probe runs as written, whatever the method does to the load's workers.
    if (!w.probe) plan.procedure.method().configure(plan, holder);
    std::vector<ConfigureEnd> out;
    out.push_back({w.dynamo, holder});
    if (!ends) return out;  // a kind without a partner end (disk): no peer
    nlohmann::json partner = holder;
    partner["role"] = "partner";
    partner["local"] = ends->peer.address;
    partner["remote"] = ends->bind;
    partner.erase("cpu");
    if (ends->peer.cpu) partner["cpu"] = *ends->peer.cpu;
    out.push_back({ends->peer.dynamo, std::move(partner)});
    return out;
}

std::optional<ConfiguredWorker> readConfigureEntry(const nlohmann::json& entry, std::string& error) {
    const Json j(entry);
    Problems problems;
    auto failed = [&] {
        if (problems.empty()) return false;
        error = problems.front().toString();
        return true;
    };
    if (!expectObject(j, "worker", problems)) {
        failed();
        return std::nullopt;
    }
    ObjectReader r(j, "", problems);
    ConfiguredWorker w;
    r.integer("id", w.id, 0, kMaxWorkerId, true);
    r.string("name", w.name, false);
    std::string role;
    r.string("role", role, true);
    if (r.hasString("role") && role != "holder" && role != "partner")
        r.problem("role", "must be holder or partner, got \"" + role + "\"");
    w.partner = role == "partner";
    std::string kind;
    r.string("kind", kind, true, true);
    w.kind = workerKinds().find(kind);
    if (r.hasString("kind") && !kind.empty() && !w.kind)
        r.problem("kind", "is not a kind this dynamo knows (" + workerKinds().names() + "), got \"" + kind + "\"");
    r.integer("outstanding", w.outstanding, 1, kMaxOutstanding, true);
    if (const Json* seed = r.require("seed")) {
        if (seed->is_number_unsigned()) w.seed = seed->get<std::uint64_t>();
        else if (seed->is_number_integer() && seed->get<std::int64_t>() >= 0) w.seed = static_cast<std::uint64_t>(seed->get<std::int64_t>());
        else r.problem("seed", "must be a whole number >= 0");
    }
    r.optionalInteger("cpu", w.cpu, 0, 1023);
    r.boolean("probe", w.probe);
    if (const Json* spec = r.require("spec")) w.spec = parseAccessSpec(*spec, "spec", problems);
    if (const Json* count = r.find("count")) {
        const bool whole = count->is_number_unsigned() || (count->is_number_integer() && count->get<std::int64_t>() > 0);
        if (!whole || count->get<std::uint64_t>() < 1 || count->get<std::uint64_t>() > kMaxRoundTripCount)
            r.problem("count", "must be a whole number 1–" + std::to_string(kMaxRoundTripCount));
        else if (!std::all_of(w.spec.lines.begin(), w.spec.lines.end(),
                              [](const AccessLine& l) { return l.reply > 0; }))
            r.problem("count", "bounds round trips: every line of the spec needs a reply");
        else
            w.count = count->get<std::uint64_t>();
    }
    if (const Json rate = readSettingValue(r, plan_keys::kRatePerS); rate.is_number()) {
        Pacing pacing{rate.get<double>()};
        if (const Json arrivals = readSettingValue(r, plan_keys::kArrivals); arrivals.is_string())
            pacing.arrivals = arrivalsNamed(arrivals.get<std::string>()).value_or(Arrivals::Constant);
        if (w.kind)
            if (const std::string why = pacingProblem(*w.kind, w.spec); !why.empty())
                r.problem("rate_per_s", why);
        w.pacing = pacing;
    }
    if (failed() || !w.kind) return std::nullopt;
    if (w.kind->hasPartnerEnd()) {
        r.string("local", w.localAddress, true, true);
        r.string("remote", w.remoteAddress, true, true);
        r.string("cookie", w.cookie, true);
        if (r.hasString("cookie") && w.cookie.size() < kMinCookie)
            r.problem("cookie", "must be at least " + std::to_string(kMinCookie) + " characters");
    }
    w.settings = w.kind->makeSettings();
    w.kind->readConfigure(r, w);
    if (failed()) return std::nullopt;
    return w;
}

}  // namespace iometry::model
