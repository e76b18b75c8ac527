#include "cli/file_output.hpp"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <ostream>

namespace iometry::cli {

bool writeWhole(const std::string& path, const std::string& text, std::string& error) {
    const std::string tmp = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = "cannot create " + tmp;
            return false;
        }
        out << text;
        out.flush();
        if (!out) {
            error = "cannot write " + tmp;
            out.close();
            std::remove(tmp.c_str());
            return false;
        }
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        error = "cannot replace " + path;
        std::remove(tmp.c_str());
        return false;
    }
    return true;
}

int readInputOutput(const char* command, const char* usage, const char* what, int argc,
                    const char* const* argv, std::string& input, std::string& output,
                    std::ostream& out, std::ostream& err, std::string* into,
                    std::string* encoding) {
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            out << usage;
            return 0;
        } else if (arg == "--output" || arg == "-o" || (into && arg == "--into") ||
                   (encoding && arg == "--encoding")) {
            const bool name = arg == "--encoding";
            if (i + 1 >= argc || (name && *argv[i + 1] == '\0')) {
                err << "iometry-run " << command << ": " << arg << " needs a "
                    << (name ? "code page name" : "file name") << "\n" << usage;
                return 2;
            }
            (name ? *encoding : arg == "--into" ? *into : output) = argv[++i];
        } else if (!arg.empty() && arg[0] == '-') {
            err << "iometry-run " << command << ": unknown option \"" << arg << "\"\n" << usage;
            return 2;
        } else if (input.empty()) {
            input = arg;
        } else {
            err << "iometry-run " << command << ": more than one " << what << " given (\"" << input
                << "\", \"" << arg << "\")\n";
            return 2;
        }
    }
    return -1;
}

}  // namespace iometry::cli
