#include "gui/report/procedure_result.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>
#include <cmath>

#include "engine/methods/method.hpp"
#include "gui/methods/method_view.hpp"

namespace iometry::gui {
namespace {

// A cell: the number, bool or string of @p value, null when absent or null.
QVariant cell(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Double:
        return value.toDouble();
    case QJsonValue::Bool:
        return value.toBool();
    case QJsonValue::String:
        return value.toString();
    default:
        return {};
    }
}

/** The value at @p path ("fit.sizes": objects by dots) of @p object; undefined if none. */
QJsonValue valueAt(const QJsonObject& object, const std::string& path) {
    QJsonValue at = object;
    for (const QString& part : QString::fromStdString(path).split(QLatin1Char('.')))
        at = at.toObject().value(part);
    return at;
}

}  // namespace

std::optional<ProcedureResult> loadProcedureResult(const QString& dir, QString& error) {
    error.clear();
    const QString path = QDir(dir).filePath(QStringLiteral("procedure.json"));
    QFile file(path);
    if (!file.exists()) return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        error = ProcedureReport::tr("Cannot read %1: %2")
                    .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = ProcedureReport::tr("%1 is not valid JSON: %2 at byte %3")
                    .arg(QDir::toNativeSeparators(path), parseError.errorString())
                    .arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonObject object = doc.object();
    if (!doc.isObject() || !object.value("procedure").isString()) {
        error = ProcedureReport::tr("%1 has no \"procedure\" name: it is not a procedure's result")
                    .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    return ProcedureResult{object.value("procedure").toString(), object};
}

QString procedureCellText(const QString& value) {
    if (value == QLatin1String("loss")) return ProcedureReport::tr("loss");
    if (value == QLatin1String("sender")) return ProcedureReport::tr("sender");
    return value;
}

bool hasProcedureView(const QString& kind) {
    return MethodViews::instance().find(kind) != nullptr;
}

bool hasDistributionView(const QString& kind) {
    const MethodView* v = MethodViews::instance().find(kind);
    return v && v->distribution.draw;
}

QString procedureViewName(const QString& kind) {
    const MethodView* v = MethodViews::instance().find(kind);
    return v ? ProcedureReport::tr(v->name) : kind;
}

QString distributionViewName(const QString& kind) {
    const MethodView* v = MethodViews::instance().find(kind);
    return v && v->distribution.name
               ? QCoreApplication::translate("ReportViewText", v->distribution.name)
               : QString();
}

ProcedureTable distributionTable(const ProcedureResult& result) {
    const MethodView* v = MethodViews::instance().find(result.kind);
    return v && v->distribution.table ? v->distribution.table(result.json) : ProcedureTable{};
}

ProcedureTable distributionBins(const ProcedureResult& result) {
    const MethodView* v = MethodViews::instance().find(result.kind);
    return v && v->distribution.bins ? v->distribution.bins(result.json) : distributionTable(result);
}

ProcedureTable procedureTable(const ProcedureResult& result) {
    ProcedureTable t;
    const model::Method* method = model::methods().find(result.kind.toStdString());
    if (!method || !hasProcedureView(result.kind)) return t;
    // The method's tables (its headers may follow the result): the first whose rows the
    // result holds.
    const auto json = nlohmann::ordered_json::parse(QJsonDocument(result.json).toJson().toStdString(),
                                                    nullptr, false);
    for (const model::ResultTable& table : method->resultTables(json)) {
        const QJsonValue rows = valueAt(result.json, table.rows);
        if (!rows.isArray()) continue;
        for (const model::ResultColumn& c : table.columns)
            t.columns.push_back({ProcedureReport::tr(c.header.c_str()), c.decimals, QString::fromStdString(c.key)});
        for (const QJsonValue& v : rows.toArray()) {
            const QJsonObject row = v.toObject();
            std::vector<QVariant> cells;
            for (const model::ResultColumn& c : table.columns) {
                const QJsonValue value = row.value(QString::fromStdString(c.field.empty() ? c.key : c.field));
                cells.push_back(c.count ? QVariant(static_cast<double>(value.toArray().size())) : cell(value));
            }
            t.rows.push_back(std::move(cells));
        }
        break;
    }
    return t;
}

QString procedureHeadline(const ProcedureResult& result) {
    const MethodView* v = MethodViews::instance().find(result.kind);
    return v && v->headline ? v->headline(result.json) : QString();
}

}  // namespace iometry::gui
