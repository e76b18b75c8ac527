#include "workers/dynamo_options.hpp"

#include <charconv>

#include "engine/protocol/auth.hpp"

namespace iometry::workers {

namespace {
const char* const kUsage =
    "usage: iometry-dynamo --manager HOST:PORT --name NAME --token-file FILE\n"
    "                      [--connect-timeout SECONDS]\n"
    "\n"
    "Joins a test run: connects out to the manager (iometry or iometry-run), proves it\n"
    "holds the shared token, and generates the load it is given. It stops all traffic\n"
    "if the manager is silent for 3 s.\n";
}

DynamoOptionsResult parseDynamoOptions(int argc, const char* const* argv) {
    DynamoOptionsResult r;
    std::string manager, tokenFile;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* flag) -> const char* {
            if (i + 1 >= argc) {
                r.message = std::string("iometry-dynamo: ") + flag + " needs a value\n" + kUsage;
                return nullptr;
            }
            return argv[++i];
        };
        if (arg == "--help" || arg == "-h") {
            r.exitCode = 0;
            r.message = kUsage;
            return r;
        }
        if (arg == "--version") {
            r.exitCode = 0;
            r.message = std::string("iometry-dynamo ") + IOMETRY_VERSION + "\n";
            return r;
        }
        if (arg == "--manager") {
            const char* v = value("--manager");
            if (!v) return r;
            manager = v;
        } else if (arg == "--name") {
            const char* v = value("--name");
            if (!v) return r;
            r.options.name = v;
        } else if (arg == "--token-file") {
            const char* v = value("--token-file");
            if (!v) return r;
            tokenFile = v;
        } else if (arg == "--connect-timeout") {
            const char* v = value("--connect-timeout");
            if (!v) return r;
            int seconds = 0;
            const std::string text = v;
            auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
            if (ec != std::errc() || ptr != text.data() + text.size() || seconds < 1 ||
                seconds > 3600) {
                r.message = "iometry-dynamo: --connect-timeout must be 1–3600 seconds, got \"" +
                            text + "\"\n";
                return r;
            }
            r.options.connectTimeout = std::chrono::seconds(seconds);
        } else {
            r.message = "iometry-dynamo: unknown option \"" + arg + "\"\n" + kUsage;
            return r;
        }
    }
    if (manager.empty() || r.options.name.empty() || tokenFile.empty()) {
        r.message = std::string("iometry-dynamo: --manager, --name and --token-file are required\n") +
                    kUsage;
        return r;
    }
    std::string error;
    if (!protocol::parseHostPort(manager, r.options.managerHost, r.options.managerPort, error) ||
        r.options.managerPort == 0) {
        r.message = "iometry-dynamo: --manager: " + (error.empty() ? "port 0 is not a port" : error) + "\n";
        return r;
    }
    auto token = protocol::readTokenFile(tokenFile, error);
    if (!token) {
        r.message = "iometry-dynamo: " + error + "\n";
        return r;
    }
    r.options.token = *token;
    r.ok = true;
    r.exitCode = 0;
    return r;
}

}  // namespace iometry::workers
