/**
 * @file
 * @brief libFuzzer target: reading a results folder (docs/report.md, "A damaged results
 *        folder").
 *
 * The input holds a results folder's files, separated by lines "====": summary.csv,
 * plan.json, bench.json, results.json and procedure.json, in that order (fewer parts leave
 * the later files out). They are written into a folder of this process and read by
 * report::loadRunFolder, the reader of the Report page, `iometry-run report` and the
 * article; the folder's report table is built from what was read. Checked: nothing throws
 * or crashes; a folder opens exactly when its summary.csv parses, with the same rows; every
 * file it lacks or cannot read is listed once, by its name; a refusal says why.
 */

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "tests/fuzz/fuzz_check.hpp"
#include "engine/report/report_table.hpp"
#include "engine/report/results_folder.hpp"

namespace fs = std::filesystem;
namespace report = iometry::report;

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "results folder", what);
}

const char* const kFiles[] = {"summary.csv", "plan.json", "bench.json", "results.json",
                              "procedure.json"};

/** This process's folder, emptied. */
const fs::path& folder() {
    static const fs::path dir = [] {
        fs::path d = fs::temp_directory_path() / ("iometry-fuzz-folder-" + std::to_string(::getpid()));
        fs::create_directories(d);
        return d;
    }();
    for (const char* f : kFiles) fs::remove(dir / f);
    return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::string_view> parts;
    for (;;) {
        const std::size_t at = input.find("\n====\n");
        parts.push_back(input.substr(0, at));
        if (at == std::string_view::npos || parts.size() == std::size(kFiles)) break;
        input.remove_prefix(at + 6);
    }
    const fs::path& dir = folder();
    for (std::size_t i = 0; i < parts.size(); ++i)
        std::ofstream(dir / kFiles[i], std::ios::binary) << parts[i];

    std::string csvError, error;
    const auto rows = report::parseSummaryCsv(parts[0], "summary.csv", csvError);
    const auto run = report::loadRunFolder(dir, error);
    check(rows.has_value() == run.has_value(), "a folder opens exactly when its summary.csv parses");
    if (!run) {
        check(!error.empty(), "a refusal says why");
        return 0;
    }
    check(run->rows.size() == rows->size(), "the folder's rows are summary.csv's");
    std::set<std::string> named;
    for (const report::FolderProblem& p : run->problems) {
        check(named.insert(p.file).second, "a file is listed once");
        bool known = false;
        for (const char* f : kFiles) known = known || p.file == f;
        check(known && p.file != "summary.csv", "a problem names one of the folder's other files");
        check(!p.toString().empty(), "a problem says something");
    }
    for (std::size_t i = 1; i < 4; ++i)  // plan, bench, results: missing ones are listed
        if (i >= parts.size()) check(named.count(kFiles[i]) == 1, "a missing file is listed");
    check(report::describeProblems(run->problems).empty() == run->problems.empty(),
          "the line is empty exactly when nothing is missing");
    for (report::Scope scope : {report::Scope::Total, report::Scope::PerWorker})
        (void)report::buildReport(*run, scope);
    return 0;
}
