package org.trainprep.core.reviews;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * Which JSON fields of a review line hold its text and its label, so any JSON-lines corpus runs
 * without preprocessing: Amazon 2014/2018 dumps ({@code reviewText}, {@code overall}, the
 * default), Amazon Reviews 2023 ({@code text}, {@code rating}), Yelp ({@code text}, {@code stars}).
 *
 * @param textFields  fields whose string values, joined with a space in this order, are the text;
 *                    every one must be present
 * @param labelField  the field holding the rating
 * @param labelValues empty: the label is a number with an integral value 1..5 ({@code 5}, {@code 5.0});
 *                    else exactly five JSON values (numbers compared by value, or strings) that mean
 *                    ratings 1..5 in order
 */
public record ReviewFields(List<String> textFields, String labelField, List<String> labelValues)
        implements java.io.Serializable {

    public static final ReviewFields DEFAULT = new ReviewFields(List.of("reviewText"), "overall", List.of());

    private static final ObjectMapper JSON = new ObjectMapper();

    public ReviewFields {
        textFields = List.copyOf(textFields);
        labelValues = List.copyOf(labelValues);
        if (textFields.isEmpty() || textFields.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("--text-field must name a field");
        }
        if (new HashSet<>(textFields).size() != textFields.size()) {
            throw new IllegalArgumentException("--text-field names a field twice: " + textFields);
        }
        if (labelField == null || labelField.isBlank()) {
            throw new IllegalArgumentException("--label-field must name a field");
        }
        if (textFields.contains(labelField)) {
            throw new IllegalArgumentException("--label-field " + labelField + " is also a --text-field");
        }
        if (!labelValues.isEmpty() && (labelValues.size() != 5 || labelValues.stream().anyMatch(String::isEmpty)
                || distinctByValue(labelValues) != 5)) {
            throw new IllegalArgumentException("--label-values needs five distinct values, for ratings 1 to 5 in order"
                    + " (e.g. --label-values 0,1,2,3,4); got " + labelValues);
        }
    }

    /** How many of {@code values} differ, numbers by value ({@code 1} and {@code 1.0} are one), as the parser compares them. */
    private static long distinctByValue(List<String> values) {
        return values.stream().map(v -> {
            try {
                return (Object) new BigDecimal(v).stripTrailingZeros();
            } catch (NumberFormatException e) {
                return v;
            }
        }).distinct().count();
    }

    /** The listed label values as numbers (null where one is not a number), to compare by value. */
    BigDecimal[] labelNumbers() {
        BigDecimal[] numbers = new BigDecimal[labelValues.size()];
        for (int i = 0; i < numbers.length; i++) {
            try {
                numbers[i] = new BigDecimal(labelValues.get(i));
            } catch (NumberFormatException e) {
                numbers[i] = null;
            }
        }
        return numbers;
    }

    /** One line of JSON, for a job configuration. */
    public String toJson() {
        try {
            Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("text", textFields);
            m.put("label", labelField);
            m.put("values", labelValues);
            return JSON.writeValueAsString(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static ReviewFields fromJson(String json) {
        try {
            var n = JSON.readTree(json);
            return new ReviewFields(JSON.convertValue(n.get("text"), JSON.getTypeFactory()
                    .constructCollectionType(List.class, String.class)), n.get("label").asText(),
                    JSON.convertValue(n.get("values"), JSON.getTypeFactory()
                            .constructCollectionType(List.class, String.class)));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not review fields: " + json, e);
        }
    }

    /** For summaries: {@code text from reviewText, label from overall (1..5)}. */
    public String describe() {
        return "text from " + String.join(" + ", textFields) + ", label from " + labelField
                + (labelValues.isEmpty() ? " (1..5)" : " (" + String.join(",", labelValues) + " = 1..5)");
    }
}
