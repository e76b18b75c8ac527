#include "engine/report/comparison_file.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "engine/json/json_depth.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/results/results_writer.hpp"

namespace iometry::report {

namespace {

constexpr const char* kFormat = "iometry.comparison/1";

/** The system's words for the last failure; a failure that set no errno says so plainly. */
std::string lastError() { return errno != 0 ? std::strerror(errno) : "an input/output error"; }

}  // namespace

std::string comparisonText(const Comparison& c) {
    nlohmann::ordered_json runs = nlohmann::ordered_json::array();
    for (const Comparison::Run& run : c.runs) runs.push_back({{"dir", run.dir}, {"label", run.label}});
    const nlohmann::ordered_json document = {{"format", kFormat},
                                             {"runs", runs},
                                             {"error_bars", c.minMaxBars ? "min_max" : "stddev"},
                                             {"title", c.title},
                                             {"subtitle", c.subtitle}};
    return document.dump(4) + "\n";
}

std::optional<Comparison> parseComparison(std::string_view text, ComparisonProblem& problem) {
    if (model::jsonTooDeepAt(text) != 0) {  // copied below: a deep one overflows the stack
        problem = ComparisonProblem::NotAComparison;
        return std::nullopt;
    }
    const auto j = nlohmann::ordered_json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || model::stringAt(j, "format") != kFormat) {
        problem = ComparisonProblem::NotAComparison;
        return std::nullopt;
    }
    const nlohmann::ordered_json runs = model::arrayAt(j, "runs");
    if (runs.empty() || runs.size() > kMaxComparedRuns) {
        problem = ComparisonProblem::RunCount;
        return std::nullopt;
    }
    Comparison c;
    for (const auto& run : runs) {
        const auto& object = run.is_object() ? run : nlohmann::ordered_json::object();
        c.runs.push_back({model::stringAt(object, "dir"), model::stringAt(object, "label")});
    }
    c.minMaxBars = model::stringAt(j, "error_bars") == "min_max";
    c.title = model::stringAt(j, "title");
    c.subtitle = model::stringAt(j, "subtitle");
    problem = ComparisonProblem::None;
    return c;
}

std::optional<Comparison> loadComparison(const std::filesystem::path& path, ComparisonProblem& problem,
                                         std::string& detail) {
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    if (in) text << in.rdbuf();
    if (!in) {
        problem = ComparisonProblem::Unreadable;
        detail = lastError();
        return std::nullopt;
    }
    auto c = parseComparison(text.str(), problem);
    if (!c) return std::nullopt;
    // Folders are kept as written; a relative one is read from beside the file.
    for (Comparison::Run& run : c->runs)
        run.dir = (path.parent_path() / run.dir).lexically_normal().string();
    return c;
}

bool saveComparison(const std::filesystem::path& path, const Comparison& comparison, std::string& detail) {
    errno = 0;
    if (results::writeFileAtomically(path, comparisonText(comparison))) return true;
    detail = lastError();
    return false;
}

}  // namespace iometry::report
