#include "cli/analyze_command.hpp"

#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "engine/analysis/nic_delay.hpp"

namespace iometry::cli {
namespace {

const char* const kAnalyzeUsage =
    "Usage: iometry-run analyze nic-delay FILE.csv --link-mbps N [--header-bytes H] [--json]\n"
    "\n"
    "Adapter delay by the round-trip method (docs/metrics.md, \"Adapter delay\"). FILE.csv\n"
    "has the header size,rtt_peer_ns,rtt_loopback_ns: per payload size L, the mean round\n"
    "trip to the peer and over loopback, from any tool. Prints per size L, Lp = L + header\n"
    "bytes, Lf = Lp + 38, Tf = 16 * Lf * bit time and delay = (RTT_peer - RTT_loopback -\n"
    "Tf) / 2, then the least-squares line delay = A * Lp + B (A_ns_per_byte, B_ns).\n"
    "  --link-mbps N       the link speed in Mbit/s (bit time = 1000 / N ns)\n"
    "  --header-bytes H    bytes of headers below the payload: 28 for ICMP or UDP over\n"
    "                      IPv4 (the default)\n"
    "  --json              the same as a JSON object on stdout\n";

bool parseNumber(const std::string& text, double& out) {
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && std::isfinite(out);
}

}  // namespace

const char* analyzeUsage() { return kAnalyzeUsage; }

int analyzeCommand(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    if (argc < 1 || std::string(argv[0]) == "--help" || std::string(argv[0]) == "-h") {
        (argc < 1 ? err : out) << kAnalyzeUsage;
        return argc < 1 ? 2 : 0;
    }
    const std::string method = argv[0];
    if (method != "nic-delay") {
        err << "iometry-run analyze: unknown method \"" << method << "\" (known: nic-delay)\n";
        return 2;
    }
    std::string file;
    double linkMbps = 0, headerBytes = 28;
    bool haveLink = false, json = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto number = [&](double& value, const char* what) {
            if (i + 1 >= argc || !parseNumber(argv[i + 1], value)) {
                err << "iometry-run analyze: " << arg << " needs " << what << ", got "
                    << (i + 1 < argc ? "\"" + std::string(argv[i + 1]) + "\"" : "nothing") << "\n";
                return false;
            }
            ++i;
            return true;
        };
        if (arg == "--link-mbps") {
            if (!number(linkMbps, "a number of Mbit/s")) return 2;
            haveLink = true;
        } else if (arg == "--header-bytes") {
            if (!number(headerBytes, "a number of bytes")) return 2;
        } else if (arg == "--json") {
            json = true;
        } else if (arg == "--help" || arg == "-h") {
            out << kAnalyzeUsage;
            return 0;
        } else if (!arg.empty() && arg[0] == '-') {
            err << "iometry-run analyze: unknown option \"" << arg << "\"\n" << kAnalyzeUsage;
            return 2;
        } else if (file.empty()) {
            file = arg;
        } else {
            err << "iometry-run analyze: more than one file given\n";
            return 2;
        }
    }
    if (file.empty() || !haveLink) {
        err << "iometry-run analyze nic-delay: a CSV file and --link-mbps are required\n"
            << kAnalyzeUsage;
        return 2;
    }
    std::ifstream in(file, std::ios::binary);
    std::error_code ec;
    if (!in || std::filesystem::is_directory(file, ec)) {
        err << "iometry-run analyze: cannot read " << file << (in ? ": it is a folder" : "") << "\n";
        return 2;
    }
    std::ostringstream text;
    text << in.rdbuf();
    std::string error;
    const auto points = analysis::readRttCsv(text.str(), error);
    if (!points) {
        err << "iometry-run analyze: " << file << ": " << error << "\n";
        return 2;
    }
    const auto fit = analysis::fitAdapterDelay(*points, linkMbps, headerBytes, error);
    if (!fit) {
        err << "iometry-run analyze: " << file << ": " << error << "\n";
        return 2;
    }
    if (json) out << fit->toJson().dump(2) << "\n";
    else out << analysis::formatDelayTable(*fit);
    return 0;
}

}  // namespace iometry::cli
