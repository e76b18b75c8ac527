#include "cli/report_command.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "engine/report/report_table.hpp"

namespace iometry::cli {
namespace {

const char* const kReportUsage =
    "Usage: iometry-run report DIR... [--label TEXT]... [--per-worker] [--export FILE]\n"
    "\n"
    "The report table of the results folder DIR, or of several folders compared side by\n"
    "side (docs/report.md): one line per point of every curve of every run, the columns\n"
    "of summary.csv after a 'run' column, then the spread of the repeats\n"
    "(mbit_per_s_min/max, ops_per_s_stddev/min/max, mb_per_s_stddev). Numbers in the C\n"
    "locale, one header line.\n"
    "  --label TEXT   the run column of the folders, in order (default: each plan's name)\n"
    "  --per-worker   each worker's curve beside the total of all workers\n"
    "  --export FILE  write the table to FILE instead of standard output\n";

}  // namespace

const char* reportUsage() { return kReportUsage; }

int reportCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    std::vector<std::string> dirs, labels;
    std::string exportFile;
    bool perWorker = false;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* name) -> const char* {
            if (i + 1 >= argc) {
                err << "iometry-run report: " << name << " needs a value\n";
                return nullptr;
            }
            return argv[++i];
        };
        if (arg == "--help" || arg == "-h") {
            out << kReportUsage;
            return 0;
        } else if (arg == "--label") {
            const char* v = value("--label");
            if (!v) return 2;
            labels.emplace_back(v);
        } else if (arg == "--export") {
            const char* v = value("--export");
            if (!v) return 2;
            exportFile = v;
        } else if (arg == "--per-worker") {
            perWorker = true;
        } else if (arg.rfind("--", 0) == 0) {
            err << "iometry-run report: unknown option " << arg << "\n" << kReportUsage;
            return 2;
        } else {
            dirs.push_back(arg);
        }
    }
    if (dirs.empty()) {
        err << "iometry-run report: name at least one results folder\n" << kReportUsage;
        return 2;
    }
    if (!labels.empty() && labels.size() != dirs.size()) {
        err << "iometry-run report: " << labels.size() << " --label for " << dirs.size()
            << " folders: give one per folder, or none\n";
        return 2;
    }
    std::vector<report::RunFolder> runs;
    for (const std::string& dir : dirs) {
        std::string error;
        auto run = report::loadRunFolder(dir, error);
        if (!run) {
            err << "iometry-run report: " << error << "\n";
            return 1;
        }
        if (!run->problems.empty())
            err << "iometry-run report: " << dir << ": " << report::describeProblems(run->problems)
                << "\n";
        runs.push_back(std::move(*run));
    }
    if (labels.empty()) {
        std::vector<report::RunName> names;
        for (const auto& run : runs) names.push_back({run.planName, run.dir.filename().string()});
        labels = report::comparisonLabels(names);
    }
    std::vector<report::LabelledReport> reports;
    for (std::size_t i = 0; i < runs.size(); ++i)
        reports.push_back({labels[i], report::buildReport(runs[i], perWorker
                                                                       ? report::Scope::PerWorker
                                                                       : report::Scope::Total)});
    const std::string csv = report::reportCsv(reports);
    if (exportFile.empty()) {
        out << csv;
        return 0;
    }
    std::error_code ec;
    if (std::filesystem::is_directory(exportFile, ec)) {  // rename() said "Success"
        err << "iometry-run report: cannot write " << exportFile << ": it is a folder\n";
        return 1;
    }
    // Written beside and renamed, so a failure leaves no half file.
    const std::string temporary = exportFile + ".tmp";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file << csv;
        file.close();
        if (!file) {
            std::filesystem::remove(temporary);
            err << "iometry-run report: cannot write " << exportFile << "\n";
            return 1;
        }
    }
    std::filesystem::rename(temporary, exportFile, ec);
    if (ec) {
        std::filesystem::remove(temporary, ec);
        err << "iometry-run report: cannot write " << exportFile << ": " << ec.message() << "\n";
        return 1;
    }
    return 0;
}

}  // namespace iometry::cli
