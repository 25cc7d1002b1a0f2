package org.trainprep.core.parallel;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tokenizer that splits as the Moses {@code tokenizer.perl} does (its documented rules, written
 * here from them): punctuation and symbols split off, commas except inside numbers, periods at the
 * end of a word unless it is a known abbreviation of the language (non-breaking prefixes, our own
 * lists for en and de, English for any other language) or the next word starts lower-case,
 * English contractions split to the right ({@code don 't}), other languages' apostrophes split off,
 * {@code ...} kept together, optionally hyphens between letters or digits as {@code @-@}
 * ({@code -a}), and the XML-special characters escaped unless {@code -no-escape}. A line that is
 * empty or only whitespace is left as it is. Thread-safe.
 */
public final class MosesTokenizer {

    private static final int U = Pattern.UNICODE_CHARACTER_CLASS;
    private static final String ALNUM = "\\p{IsAlphabetic}\\p{Nd}";
    private static final String ALPHA = "\\p{IsAlphabetic}";

    private static final Pattern SPACES = Pattern.compile("\\s+", U);
    private static final Pattern CONTROL = Pattern.compile("[\\x00-\\x1f]");
    private static final Pattern BLANKS = Pattern.compile(" +");
    private static final Pattern BLANK_LINE = Pattern.compile("^\\s*$", U);
    private static final Pattern SPECIAL = Pattern.compile("([^" + ALNUM + "\\s.'`,\\-])", U);
    private static final Pattern HYPHEN = Pattern.compile("([" + ALNUM + "])-(?=[" + ALNUM + "])", U);
    private static final Pattern DOTS = Pattern.compile("\\.(\\.+)");
    private static final Pattern DOTMULTI_DOT = Pattern.compile("DOTMULTI\\.");
    private static final Pattern DOTMULTI_DOT_OTHER = Pattern.compile("DOTMULTI\\.([^.])");
    private static final Pattern COMMA_AFTER = Pattern.compile("([^\\p{N}]),", U);
    private static final Pattern COMMA_BEFORE = Pattern.compile(",([^\\p{N}])", U);
    private static final Pattern COMMA_END = Pattern.compile("(\\p{N}),$", U);
    private static final Pattern[] EN_APOSTROPHE = {
            Pattern.compile("([^" + ALPHA + "])'([^" + ALPHA + "])", U),
            Pattern.compile("([^" + ALPHA + "\\p{N}])'([" + ALPHA + "])", U),
            Pattern.compile("([" + ALPHA + "])'([^" + ALPHA + "])", U),
            Pattern.compile("([" + ALPHA + "])'([" + ALPHA + "])", U),
            Pattern.compile("(\\p{N})'(s)", U),
    };
    private static final String[] EN_APOSTROPHE_TO = {"$1 ' $2", "$1 ' $2", "$1 ' $2", "$1 '$2", "$1 '$2"};
    private static final Pattern PERIOD_WORD = Pattern.compile("^(\\S+)\\.$", U);
    private static final Pattern ALPHA_CHAR = Pattern.compile("[" + ALPHA + "]", U);
    private static final Pattern LOWER_START = Pattern.compile("^\\p{IsLowercase}", U);
    private static final Pattern DIGIT_START = Pattern.compile("^[0-9]+");
    private static final Pattern PERIOD_QUOTE_END = Pattern.compile("\\.' ?$");

    private final String language;
    private final boolean aggressive;
    private final boolean escape;
    private final Map<String, Integer> prefixes;

    /**
     * @param language   {@code -l}: en and de have their abbreviations; others use English's
     * @param aggressive {@code -a}: split hyphens between letters and digits as {@code @-@}
     * @param escape     XML-escape {@code & | < > ' " [ ]} (the default; {@code -no-escape} is false)
     */
    public MosesTokenizer(String language, boolean aggressive, boolean escape) {
        this.language = language.toLowerCase(Locale.ROOT);
        this.aggressive = aggressive;
        this.escape = escape;
        this.prefixes = prefixes(this.language);
    }

    public String language() {
        return language;
    }

    /** One line, without its line break. */
    public String tokenize(String line) {
        if (BLANK_LINE.matcher(line).matches()) {
            return line;
        }
        String text = " " + line + " ";
        text = SPACES.matcher(text).replaceAll(" ");
        text = CONTROL.matcher(text).replaceAll("");
        text = trim(BLANKS.matcher(text).replaceAll(" "));
        text = SPECIAL.matcher(text).replaceAll(" $1 ");
        if (aggressive) {
            text = HYPHEN.matcher(text).replaceAll("$1 @-@ ");
        }
        text = DOTS.matcher(text).replaceAll(" DOTMULTI$1");
        while (DOTMULTI_DOT.matcher(text).find()) {
            text = DOTMULTI_DOT_OTHER.matcher(text).replaceAll("DOTDOTMULTI $1");
            text = DOTMULTI_DOT.matcher(text).replaceAll("DOTDOTMULTI");
        }
        text = COMMA_AFTER.matcher(text).replaceAll("$1 , ");
        text = COMMA_BEFORE.matcher(text).replaceAll(" , $1");
        text = COMMA_END.matcher(text).replaceAll("$1 ,");
        if (language.equals("en")) {
            for (int i = 0; i < EN_APOSTROPHE.length; i++) {
                text = EN_APOSTROPHE[i].matcher(text).replaceAll(EN_APOSTROPHE_TO[i]);
            }
        } else {
            text = text.replace("'", " ' ");
        }
        text = splitPeriods(text);
        text = trim(BLANKS.matcher(text).replaceAll(" "));
        text = PERIOD_QUOTE_END.matcher(text).replaceFirst(" . ' ");
        while (text.contains("DOTDOTMULTI")) {
            text = text.replace("DOTDOTMULTI", "DOTMULTI.");
        }
        text = text.replace("DOTMULTI", ".");
        return escape ? escape(text) : text;
    }

    /** A word ending in a period is split from it unless an abbreviation or followed by lower case. */
    private String splitPeriods(String text) {
        // Perl's split(/\s/) on a string without leading whitespace, trailing empty fields dropped
        String[] words = text.split("\\s", -1);
        int n = words.length;
        while (n > 0 && words[n - 1].isEmpty()) {
            n--;
        }
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (int i = 0; i < n; i++) {
            String word = words[i];
            Matcher m = PERIOD_WORD.matcher(word);
            if (m.matches()) {
                String pre = m.group(1);
                boolean hasNext = i < n - 1;
                int kind = prefixes.getOrDefault(pre, 0);
                if ((pre.indexOf('.') >= 0 && ALPHA_CHAR.matcher(pre).find()) || kind == 1
                        || (hasNext && LOWER_START.matcher(words[i + 1]).find())) {
                    // an abbreviation or mid-sentence: the period stays
                } else if (kind == 2 && hasNext && DIGIT_START.matcher(words[i + 1]).find()) {
                    // "No. 5"
                } else {
                    word = pre + " .";
                }
            }
            out.append(word).append(' ');
        }
        return out.toString();
    }

    private static String escape(String text) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String r = switch (c) {
                case '&' -> "&amp;";
                case '|' -> "&#124;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '\'' -> "&apos;";
                case '"' -> "&quot;";
                case '[' -> "&#91;";
                case ']' -> "&#93;";
                default -> null;
            };
            if (r != null && b == null) {
                b = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (b != null) {
                if (r != null) {
                    b.append(r);
                } else {
                    b.append(c);
                }
            }
        }
        return b == null ? text : b.toString();
    }

    private static String trim(String s) {
        int b = s.startsWith(" ") ? 1 : 0;
        int e = s.endsWith(" ") && s.length() > b ? s.length() - 1 : s.length();
        return s.substring(b, e);
    }

    private static final Map<String, Map<String, Integer>> LOADED = new java.util.concurrent.ConcurrentHashMap<>();

    private static Map<String, Integer> prefixes(String language) {
        String file = language.equals("de") ? "de" : "en";
        return LOADED.computeIfAbsent(file, MosesTokenizer::load);
    }

    private static Map<String, Integer> load(String language) {
        String name = "nonbreaking-" + language + ".txt";
        Map<String, Integer> map = new HashMap<>();
        try (InputStream in = MosesTokenizer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the classpath");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                int numeric = line.indexOf("#NUMERIC_ONLY#");
                if (numeric > 0) {
                    map.put(line.substring(0, numeric).strip(), 2);
                } else {
                    map.put(line, 1);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(map);
    }
}
