#include "workers/dynamo_options.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "engine/import/code_page.hpp"
#include "engine/protocol/auth.hpp"

namespace iometry::workers {

namespace {
// Every option on a line of its own, "  --flag VALUE   text": help2man builds the man
// page's OPTIONS from it (packaging/man/iometry-dynamo.h2m adds the rest).
const char* const kUsage =
    "Usage: iometry-dynamo --manager HOST:PORT --name NAME --token-file FILE [OPTION]...\n"
    "  or:  iometry-dynamo --config FILE [OPTION]...\n"
    "\n"
    "Joins a test run: connects out to the manager (iometry or iometry-run), proves it\n"
    "holds the shared token, and generates the load it is given. It stops all traffic\n"
    "if the manager is silent for 3 s.\n"
    "\n"
    "Options:\n"
    "  --manager HOST:PORT        the manager to connect to ([ADDRESS]:PORT for IPv6)\n"
    "  --name NAME                this dynamo's name in the plan (1-64 bytes)\n"
    "  --token-file FILE          the shared token (its first line, at least 16 bytes);\n"
    "                             only its owner may have access: chmod 600 FILE\n"
    "  --connect-timeout SECONDS  without --reconnect: how long to keep trying to reach\n"
    "                             the manager before giving up (1-3600, default 30)\n"
    "  --config FILE              read settings from FILE (key = value lines, keys as the\n"
    "                             options without --); options given here override it\n"
    "  --reconnect                service mode: when the manager is away, refuses this\n"
    "                             dynamo, is lost or ends the session, stop all traffic\n"
    "                             and try again after 2 s, doubling up to 60 s\n"
    "  --no-reconnect             exit when the manager goes away (the default)\n"
    "  --help                     print this help and exit\n"
    "  --version                  print the version and exit\n"
    "\n"
    "Exit status: 0 the manager ended the run, or a signal stopped a dynamo in service\n"
    "mode; 2 bad command line or configuration, or refused by the manager; 3 lost the\n"
    "manager (all traffic stopped); 4 the manager was not reachable within\n"
    "--connect-timeout; 5 stopped by a signal.\n";

const char* const kProgram = "iometry-dynamo: ";

std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string::npos) return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

/** A setting's value and where it came from: "--flag" or "FILE:LINE: key". */
struct Given {
    std::string value;
    std::string where;
};

std::optional<bool> parseBool(const std::string& text) {
    if (text == "yes" || text == "true" || text == "on" || text == "1") return true;
    if (text == "no" || text == "false" || text == "off" || text == "0") return false;
    return std::nullopt;
}

}  // namespace

const std::vector<std::string>& dynamoConfigKeys() {
    static const std::vector<std::string> keys = {"connect-timeout", "manager", "name",
                                                  "reconnect", "token-file"};
    return keys;
}

bool parseDynamoConfig(const std::string& text, const std::string& file, ConfigSettings& out,
                       std::string& error) {
    std::istringstream in(text);
    std::string raw;
    int number = 0;
    while (std::getline(in, raw)) {
        ++number;
        const std::string where = file + ":" + std::to_string(number) + ": ";
        if (raw.find('\0') != std::string::npos) {
            error = where + "a NUL byte: this is not a text file";
            return false;
        }
        // A comment starts at '#' at the start of the line or after a blank, so a value
        // may hold '#' (a name like "rack#3") but "value  # note" is the value.
        std::string line = raw;
        for (std::size_t i = 0; i < line.size(); ++i) {
            if (line[i] == '#' && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) {
                line.resize(i);
                break;
            }
        }
        line = trim(line);
        if (line.empty()) continue;
        const auto equals = line.find('=');
        if (equals == std::string::npos) {
            error = where + "expected key = value, got \"" + line + "\"";
            return false;
        }
        const std::string key = trim(line.substr(0, equals));
        const std::string value = trim(line.substr(equals + 1));
        if (key.empty()) {
            error = where + "no key before '='";
            return false;
        }
        const auto& keys = dynamoConfigKeys();
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
            error = where + "unknown key \"" + key + "\"; expected one of: " + joined(keys);
            return false;
        }
        if (value.empty()) {
            error = where + "\"" + key + "\" has no value";
            return false;
        }
        if (auto it = out.find(key); it != out.end()) {
            error = where + "\"" + key + "\" is set twice (first on line " +
                    std::to_string(it->second.line) + ")";
            return false;
        }
        out[key] = {value, number};
    }
    return true;
}

DynamoOptionsResult parseDynamoOptions(int argc, const char* const* argv) {
    DynamoOptionsResult r;
    std::map<std::string, Given> flags;  // keyed as the configuration file's keys
    std::string configPath;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](const char* flag) -> const char* {
            if (i + 1 >= argc) {
                r.message = std::string(kProgram) + flag + " needs a value\n" + kUsage;
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
        if (arg == "--reconnect" || arg == "--no-reconnect") {
            flags["reconnect"] = {arg == "--reconnect" ? "yes" : "no", arg};
        } else if (arg == "--config") {
            const char* v = value("--config");
            if (!v) return r;
            if (!configPath.empty()) {
                r.message = std::string(kProgram) + "--config is given twice\n";
                return r;
            }
            configPath = v;
        } else if (const auto& keys = dynamoConfigKeys();
                   arg.rfind("--", 0) == 0 &&
                   std::find(keys.begin(), keys.end(), arg.substr(2)) != keys.end()) {
            // --manager, --name, --token-file, --connect-timeout: the file's keys.
            const char* v = value(arg.c_str());
            if (!v) return r;
            flags[arg.substr(2)] = {v, arg};
        } else {
            r.message = std::string(kProgram) + "unknown option \"" + arg + "\"\n" + kUsage;
            return r;
        }
    }

    // The configuration file first; what the command line gives overrides it.
    std::map<std::string, Given> settings;
    std::string error;
    if (!configPath.empty()) {
        std::ifstream in(configPath, std::ios::binary);
        std::error_code ec;
        if (!in || std::filesystem::is_directory(configPath, ec)) {
            // A folder opens, and reads as an empty file: say what it is.
            r.message = std::string(kProgram) + "cannot read configuration file " + configPath +
                        ": " + (in ? "it is a folder" : std::strerror(errno)) + "\n";
            return r;
        }
        std::ostringstream text;
        text << in.rdbuf();
        ConfigSettings file;
        if (!parseDynamoConfig(text.str(), configPath, file, error)) {
            r.message = kProgram + error + "\n";
            return r;
        }
        for (auto& [key, s] : file) {
            Given g{s.value, configPath + ":" + std::to_string(s.line) + ": " + key};
            // A relative token file is beside the configuration file, wherever the
            // dynamo was started from.
            if (key == "token-file" && std::filesystem::path(g.value).is_relative())
                g.value = (std::filesystem::path(configPath).parent_path() / g.value).string();
            settings[key] = std::move(g);
        }
    }
    for (auto& [key, g] : flags) settings[key] = std::move(g);

    if (auto it = settings.find("connect-timeout"); it != settings.end()) {
        const std::string& text = it->second.value;
        int seconds = 0;
        auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), seconds);
        if (ec != std::errc() || ptr != text.data() + text.size() || seconds < 1 ||
            seconds > 3600) {
            r.message =
                kProgram + it->second.where + " must be 1–3600 seconds, got \"" + text + "\"\n";
            return r;
        }
        r.options.connectTimeout = std::chrono::seconds(seconds);
    }
    if (auto it = settings.find("reconnect"); it != settings.end()) {
        const auto on = parseBool(it->second.value);
        if (!on) {
            r.message = kProgram + it->second.where + " must be yes or no, got \"" +
                        it->second.value + "\"\n";
            return r;
        }
        r.options.reconnect = *on;
    }
    if (auto it = settings.find("manager"); it != settings.end()) {
        if (!protocol::parseHostPort(it->second.value, r.options.managerHost,
                                     r.options.managerPort, error) ||
            r.options.managerPort == 0) {
            r.message = kProgram + it->second.where + ": " +
                        (error.empty() ? "port 0 is not a port" : error) + "\n";
            return r;
        }
    }
    if (auto it = settings.find("name"); it != settings.end()) {
        if (it->second.value.empty() || it->second.value.size() > 64) {
            r.message = kProgram + it->second.where + ": a name has 1–64 bytes, got " +
                        std::to_string(it->second.value.size()) + "\n";
            return r;
        }
        // The hello carries the name as JSON text: bytes that are not UTF-8 would reach the
        // manager as U+FFFD, and its proof would fail as "wrong token".
        if (!import_icf::isUtf8(it->second.value)) {
            r.message = kProgram + it->second.where + ": a name is UTF-8 text; this one is not\n";
            return r;
        }
        r.options.name = it->second.value;
    }
    if (!settings.count("manager") || !settings.count("name") || !settings.count("token-file")) {
        r.message = std::string(kProgram) +
                    "--manager, --name and --token-file are required (on the command line or "
                    "in the --config file)\n" +
                    kUsage;
        return r;
    }
    const std::string tokenFile = settings.at("token-file").value;
    auto token = protocol::readTokenFile(tokenFile, error);
    if (!token) {
        r.message = kProgram + error + "\n";
        return r;
    }
    r.options.token = *token;
    r.ok = true;
    r.exitCode = 0;
    return r;
}

}  // namespace iometry::workers
