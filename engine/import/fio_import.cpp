#include "engine/import/fio_import.hpp"

#include <cctype>

#include "engine/import/fio_convert.hpp"
#include "engine/import/icf_plan.hpp"

// A fio job file is read (fio_job_reader), made a plan (fio_convert) and written as the
// plan's JSON (icf_plan, shared with the .icf importer), which the plan's validator judges
// before it is handed out: docs/fio-files.md, "Reading fio job files".

namespace iometry::import_fio {
namespace {

std::string baseName(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool endsWith(const std::string& s, const char* tail) {
    const std::string t = tail;
    if (s.size() < t.size()) return false;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[s.size() - t.size() + i])) != t[i]) return false;
    return true;
}

}  // namespace

FioImportResult importFio(std::string_view text, const std::string& path, const FioFileLoader& load,
                          const FioEnvironment& environment) {
    FioImportResult result;
    try {
        const FioJobText jobs = readFioJobText(text, path, load, environment);
        nlohmann::ordered_json plan = import_icf::toJson(planFromFio(jobs, baseName(path), result.notes));
        if (std::string why = import_icf::invalidPlan(plan); !why.empty()) {
            result.error = std::move(why);
            result.notes.clear();  // nothing was imported, so nothing was left out
            return result;
        }
        result.plan = std::move(plan);
    } catch (const FioMalformed& m) {
        result.errorLine = m.where.line;
        result.errorFile = m.where.file;
        result.error = (m.where.line > 0 ? m.where.prefix() : std::string()) + m.what();
        result.plan.reset();
        result.notes.clear();
    }
    return result;
}

FioImportResult importFioFile(const std::string& path) {
    const std::optional<std::string> text = import_icf::readWholeFile(path);
    if (!text) {
        FioImportResult r;
        r.error = "cannot open " + path;
        return r;
    }
    return importFio(*text, path, import_icf::readWholeFile, processEnvironment);
}

bool looksLikeFioJob(const std::string& path, std::string_view head) {
    if (endsWith(path, ".fio") || endsWith(path, ".ini")) return true;
    if (endsWith(path, ".icf")) return false;
    std::size_t pos = 0;
    while (pos < head.size()) {
        auto eol = head.find('\n', pos);
        if (eol == std::string_view::npos) eol = head.size();
        std::string_view line = head.substr(pos, eol - pos);
        pos = eol + 1;
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front()))) line.remove_prefix(1);
        if (line.empty() || line.front() == ';' || line.front() == '#') continue;
        return line.front() == '[';
    }
    return false;
}

}  // namespace iometry::import_fio
