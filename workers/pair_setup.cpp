#include "workers/pair_setup.hpp"

#include "engine/methods/latency/latency_method.hpp"

#include <sched.h>

#include <algorithm>

#include "engine/plan/plan_json.hpp"

namespace iometry::workers {

bool readWorkerBasics(const nlohmann::json& j, WorkerBasics& setup, std::string& error) {
    try {
        setup.id = j.at("id").get<int>();
        setup.outstanding = j.at("outstanding").get<int>();
        setup.seed = j.at("seed").get<std::uint64_t>();
        if (j.contains("cpu") && !j["cpu"].is_null()) setup.cpu = j["cpu"].get<int>();
    } catch (const nlohmann::json::exception& e) {
        error = e.what();
        return false;
    }
    if (setup.outstanding < 1 || setup.outstanding > 4096) {
        error = "outstanding must be 1–4096";
        return false;
    }
    if (setup.cpu && (*setup.cpu < 0 || *setup.cpu >= CPU_SETSIZE)) {
        error = "cpu out of range";
        return false;
    }
    std::vector<model::PlanProblem> problems;
    const nlohmann::ordered_json spec = j.contains("spec") ? nlohmann::ordered_json(j["spec"])
                                                           : nlohmann::ordered_json();
    setup.spec = model::parseAccessSpec(spec, "spec", problems);
    if (!problems.empty()) {
        error = problems.front().toString();
        return false;
    }
    return true;
}

std::optional<PairSetup> readPairSetup(const nlohmann::json& j, std::string& error) {
    auto field = [&](const char* key) {
        auto it = j.find(key);
        return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    PairSetup setup;
    const std::string role = field("role");
    if (role != "holder" && role != "partner") {
        error = "role must be holder or partner";
        return std::nullopt;
    }
    setup.partner = role == "partner";
    setup.localAddress = field("local");
    setup.remoteAddress = field("remote");
    setup.cookie = field("cookie");
    if (setup.localAddress.empty() || setup.remoteAddress.empty() || setup.cookie.size() < 16) {
        error = "local, remote and cookie are required";
        return std::nullopt;
    }
    if (!readWorkerBasics(j, setup, error)) return std::nullopt;
    if (auto it = j.find("rate_mbit"); it != j.end()) {
        if (!it->is_number() || !(it->get<double>() > 0) || it->get<double>() > 1e6) {
            error = "rate_mbit must be a number more than 0, at most 1000000";
            return std::nullopt;
        }
        setup.rateMbit = it->get<double>();
    }
    if (auto it = j.find("socket"); it != j.end()) {
        std::vector<model::PlanProblem> problems;
        setup.socket = model::parseSocketOptions(nlohmann::ordered_json(*it), "socket", problems);
        if (!problems.empty()) {
            error = problems.front().toString();
            return std::nullopt;
        }
    }
    if (auto it = j.find("count"); it != j.end()) {
        const bool whole = it->is_number_unsigned() || (it->is_number_integer() && it->get<std::int64_t>() > 0);
        if (!whole || it->get<std::uint64_t>() < 1 || it->get<std::uint64_t>() > model::kMaxRoundTripCount) {
            error = "count must be a whole number 1–" + std::to_string(model::kMaxRoundTripCount);
            return std::nullopt;
        }
        const bool replies = std::all_of(setup.spec.lines.begin(), setup.spec.lines.end(),
                                         [](const model::AccessLine& l) { return l.reply > 0; });
        if (!replies) {
            error = "count bounds round trips: every line of the spec needs a reply";
            return std::nullopt;
        }
        setup.count = it->get<std::uint64_t>();
    }
    return setup;
}

}  // namespace iometry::workers
