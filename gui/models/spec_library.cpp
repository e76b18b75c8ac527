#include "gui/models/spec_library.hpp"

#include <QCoreApplication>
#include <QFile>

#include "engine/json/json_depth.hpp"

namespace iometry::gui {
namespace {

/** The built-in libraries' descriptions (resources/access_specs.json and disk_specs.json,
 *  "_description"), for lupdate: gui.language checks that each of the files' is here and
 *  translated. */
[[maybe_unused]] constexpr const char* kDescriptions[] = {
    QT_TRANSLATE_NOOP("SpecLibrary", "The worker sends, its partner receives (64 KiB requests)."),
    QT_TRANSLATE_NOOP("SpecLibrary", "The partner sends, the worker receives (64 KiB requests)."),
    QT_TRANSLATE_NOOP("SpecLibrary", "Both directions at once, each counted separately (64 KiB requests)."),
    QT_TRANSLATE_NOOP("SpecLibrary", "netperf TCP_RR style: a 64-byte request answered by a 64-byte reply, "
                                     "timed as one round trip."),
    QT_TRANSLATE_NOOP("SpecLibrary", "Small reads scattered over the whole target: IOPS and latency, the "
                                     "classic storage figure."),
    QT_TRANSLATE_NOOP("SpecLibrary", "Small writes scattered over the whole target: what a database log or a "
                                     "busy file system asks."),
    QT_TRANSLATE_NOOP("SpecLibrary", "70 % reads and 30 % writes at random offsets: the OLTP-like mix."),
    QT_TRANSLATE_NOOP("SpecLibrary", "Reads one after another from the start: streaming throughput in MB/s."),
    QT_TRANSLATE_NOOP("SpecLibrary", "Writes one after another from the start: streaming write throughput."),
    QT_TRANSLATE_NOOP("SpecLibrary", "Large reads one after another: the most the device and its bus deliver."),
};

}  // namespace

QString SpecLibrary::Entry::shownDescription() const {
    const QByteArray source = description.toUtf8();
    return QCoreApplication::translate("SpecLibrary", source.constData());
}

SpecLibrary::SpecLibrary(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_problems.push_back({"", "cannot open spec library " + path.toStdString()});
        return;
    }
    const QByteArray text = file.readAll();
    if (const std::string deep = model::jsonDepthProblem(std::string_view(text.constData(), text.size()));
        !deep.empty()) {
        m_problems.push_back({"", "spec library " + path.toStdString() + ": " + deep});
        return;
    }
    const auto document = nlohmann::ordered_json::parse(text.constBegin(), text.constEnd(),
                                                        nullptr, false);
    if (document.is_discarded() || !document.is_object() || !document.contains("specs") ||
        !document["specs"].is_array()) {
        m_problems.push_back({"", "spec library " + path.toStdString() +
                                      " must be a JSON object with a \"specs\" array"});
        return;
    }
    const auto& specs = document["specs"];
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const std::string specPath = "specs[" + std::to_string(i) + "]";
        const std::size_t before = m_problems.size();
        model::AccessSpec spec = model::parseAccessSpec(specs[i], specPath, m_problems);
        if (m_problems.size() != before) continue;  // a broken entry is left out, not offered
        Entry entry{std::move(spec), {}};
        if (specs[i].contains("_description") && specs[i]["_description"].is_string())
            entry.description =
                QString::fromStdString(specs[i]["_description"].get<std::string>());
        m_entries.push_back(std::move(entry));
    }
}

QStringList SpecLibrary::names() const {
    QStringList list;
    for (const Entry& e : m_entries) list << QString::fromStdString(e.spec.name);
    return list;
}

const model::AccessSpec* SpecLibrary::find(const QString& name) const {
    const std::string key = name.toStdString();
    for (const Entry& e : m_entries)
        if (e.spec.name == key) return &e.spec;
    return nullptr;
}

}  // namespace iometry::gui
