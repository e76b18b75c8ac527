#include "engine/plan/plan_ranges.hpp"

#include <optional>
#include <regex>
#include <vector>

// Ranges in a plan's dynamos and workers (plan_ranges.hpp; docs/plan-format.md, "Many dynamos").

namespace iometry::model {
namespace {

using Json = ObjectReader::Json;

/** One `{A..B}` in a string: where it stands, its first value and count, its width. */
struct Range {
    std::size_t at = 0, length = 0;
    long first = 0, count = 0;
    std::size_t width = 0;  ///< digits of each value; 0: as they come
};

/** The range in @p text, none, or a problem (two ranges, B before A, too many). */
std::optional<Range> rangeIn(const std::string& text, std::string& problem) {
    static const std::regex pattern(R"(\{([0-9]{1,9})\.\.([0-9]{1,9})\})");
    std::smatch m;
    if (!std::regex_search(text, m, pattern)) return std::nullopt;
    Range r;
    r.at = static_cast<std::size_t>(m.position(0));
    r.length = static_cast<std::size_t>(m.length(0));
    const std::string a = m[1].str(), b = m[2].str();
    r.first = std::stol(a);
    const long last = std::stol(b);
    if (last < r.first) {
        problem = "the range {" + a + ".." + b + "} counts down: write it from the smaller number";
        return std::nullopt;
    }
    r.count = last - r.first + 1;
    if (r.count > kMaxRangeEntries) {
        problem = "the range {" + a + ".." + b + "} makes " + std::to_string(r.count) + " entries; at most " +
                  std::to_string(kMaxRangeEntries);
        return std::nullopt;
    }
    if (a.size() > 1 && a.front() == '0') r.width = a.size();
    std::smatch again;
    const std::string rest = text.substr(r.at + r.length);
    if (std::regex_search(rest, again, pattern)) {
        problem = "holds two ranges: one string may hold one";
        return std::nullopt;
    }
    return r;
}

std::string valueOf(const Range& r, long n) {
    std::string v = std::to_string(r.first + n);
    if (v.size() < r.width) v.insert(0, r.width - v.size(), '0');
    return v;
}

/** Calls @p visit with every string of @p j and its path below @p path. */
template <typename Visit>
void eachString(Json& j, const std::string& path, Visit&& visit) {
    if (j.is_string()) {
        visit(j, path);
    } else if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) eachString(it.value(), path + "." + it.key(), visit);
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) eachString(j[i], path + "[" + std::to_string(i) + "]", visit);
    }
}

/** The entries @p entry stands for: itself when it has no range. */
std::vector<Json> expandEntry(const Json& entry, const std::string& path, Problems& problems) {
    Json copy = entry;
    long count = 0;
    bool bad = false;
    eachString(copy, path, [&](Json& s, const std::string& at) {
        std::string problem;
        const auto r = rangeIn(s.get<std::string>(), problem);
        if (!problem.empty()) {
            problems.push_back({at, problem});
            bad = true;
        }
        if (!r) return;
        if (count != 0 && r->count != count) {
            problems.push_back({at, "its range makes " + std::to_string(r->count) + " entries, another range of the "
                                    "entry " + std::to_string(count) + ": every range of an entry must count as many"});
            bad = true;
        }
        count = r->count;
    });
    if (bad || count == 0) return {entry};
    std::vector<Json> out;
    out.reserve(static_cast<std::size_t>(count));
    for (long n = 0; n < count; ++n) {
        Json made = entry;
        eachString(made, path, [&](Json& s, const std::string&) {
            std::string text = s.get<std::string>(), ignored;
            if (const auto r = rangeIn(text, ignored)) s = text.replace(r->at, r->length, valueOf(*r, n));
        });
        out.push_back(std::move(made));
    }
    return out;
}

}  // namespace

Json expandRanges(const Json& doc, Problems& problems) {
    if (!doc.is_object()) return doc;
    Json out = doc;
    for (const char* list : {"dynamos", "workers"}) {
        const auto it = doc.find(list);
        if (it == doc.end() || !it->is_array()) continue;
        Json expanded = Json::array();
        for (std::size_t i = 0; i < it->size(); ++i)
            for (Json& e : expandEntry((*it)[i], std::string(list) + "[" + std::to_string(i) + "]", problems))
                expanded.push_back(std::move(e));
        out[list] = std::move(expanded);
    }
    return out;
}

}  // namespace iometry::model
