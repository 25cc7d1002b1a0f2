package org.trainprep.core.parallel;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tokenizer that splits as the Moses {@code tokenizer.perl} does (its rules, written here from
 * them; checked line by line against the script at a pinned version, per language, in
 * {@code MosesOracleTest}): punctuation and symbols split off, commas except inside numbers,
 * periods at the end of a word unless it is one of the language's non-breaking prefixes
 * ({@link NonBreakingPrefixes}) or the next word starts lower-case (the last word of a line always
 * splits), {@code ...} kept together, optionally hyphens between letters or digits as {@code @-@}
 * ({@code -a}), and the XML-special characters escaped unless {@code -no-escape}. The script's
 * language rules: English splits contractions to the right ({@code don 't}); French, Italian,
 * Irish and Catalan to the left ({@code l' homme}); Somali and Tetun keep a glottal apostrophe
 * inside a word; Finnish and Swedish keep a colon before a lower-case suffix ({@code EU:n}),
 * Catalan a middle dot anywhere ({@code col·lecció}, see {@link #MIDDLE_DOT}), Tetun an apostrophe; other languages split every
 * apostrophe off. A line that is empty or only whitespace is left as it is. Thread-safe.
 */
public final class MosesTokenizer {

    private static final int U = Pattern.UNICODE_CHARACTER_CLASS | Pattern.UNIX_LINES;
    // each with the characters Unicode 14 added, which Perl 5.36 (the oracle's) knows and Java 17 does not
    private static final String ALPHA = "\\p{IsAlphabetic}" + Unicode14.ALPHABETIC;
    private static final String ALNUM = ALPHA + "\\p{Nd}" + Unicode14.DECIMAL_DIGITS;
    private static final String NUMBER = "\\p{N}" + Unicode14.NUMBERS;

    private static final Pattern SPACES = Pattern.compile("\\s+", U);
    private static final Pattern CONTROL = Pattern.compile("[\\x00-\\x1f]");
    private static final Pattern BLANKS = Pattern.compile(" +");
    private static final Pattern BLANK_LINE = Pattern.compile("^\\s*$", U);
    private static final Pattern HYPHEN = Pattern.compile("([" + ALNUM + "])-(?=[" + ALNUM + "])", U);
    private static final Pattern DOTS = Pattern.compile("\\.(\\.+)");
    private static final Pattern DOTMULTI_DOT = Pattern.compile("DOTMULTI\\.");
    private static final Pattern DOTMULTI_DOT_OTHER = Pattern.compile("DOTMULTI\\.([^.])");
    private static final Pattern COMMA_AFTER = Pattern.compile("([^" + NUMBER + "]),", U);
    private static final Pattern COMMA_BEFORE = Pattern.compile(",([^" + NUMBER + "])", U);
    private static final Pattern COMMA_END = Pattern.compile("([" + NUMBER + "]),$", U);
    private static final Pattern PERIOD_WORD = Pattern.compile("^(\\S+)\\.$", U);
    private static final Pattern ALPHA_CHAR = Pattern.compile("[" + ALPHA + "]", U);
    private static final Pattern LOWER_START = Pattern.compile("^[\\p{IsLowercase}" + Unicode14.LOWERCASE + "]", U);
    private static final Pattern DIGIT_START = Pattern.compile("^[0-9]+");
    private static final Pattern PERIOD_QUOTE_END = Pattern.compile("\\.' ?$", Pattern.UNIX_LINES);

    /** Apostrophes between (non-)letters: each rule a pattern and its replacement, applied in order. */
    private static final Pattern APOS_NONE_NONE = Pattern.compile("([^" + ALPHA + "])'([^" + ALPHA + "])", U);
    private static final Pattern APOS_NONE_ALPHA = Pattern.compile("([^" + ALPHA + "])'([" + ALPHA + "])", U);
    private static final Pattern APOS_NONALNUM_ALPHA = Pattern.compile("([^" + ALPHA + NUMBER + "])'([" + ALPHA + "])", U);
    private static final Pattern APOS_ALPHA_NONE = Pattern.compile("([" + ALPHA + "])'([^" + ALPHA + "])", U);
    private static final Pattern APOS_ALPHA_ALPHA = Pattern.compile("([" + ALPHA + "])'([" + ALPHA + "])", U);
    private static final Pattern APOS_NUMBER_S = Pattern.compile("([" + NUMBER + "])'(s)", U);

    private static final Rule[] RIGHT = {
            new Rule(APOS_NONE_NONE, "$1 ' $2"), new Rule(APOS_NONALNUM_ALPHA, "$1 ' $2"),
            new Rule(APOS_ALPHA_NONE, "$1 ' $2"), new Rule(APOS_ALPHA_ALPHA, "$1 '$2"),
            new Rule(APOS_NUMBER_S, "$1 '$2")};
    private static final Rule[] LEFT = {
            new Rule(APOS_NONE_NONE, "$1 ' $2"), new Rule(APOS_NONE_ALPHA, "$1 ' $2"),
            new Rule(APOS_ALPHA_NONE, "$1 ' $2"), new Rule(APOS_ALPHA_ALPHA, "$1' $2")};
    private static final Rule[] GLOTTAL = {
            new Rule(APOS_NONE_NONE, "$1 ' $2"), new Rule(APOS_NONE_ALPHA, "$1 ' $2"),
            new Rule(APOS_ALPHA_NONE, "$1 ' $2")};
    private static final Rule[] SPLIT = {new Rule(Pattern.compile("'"), " ' ")};

    /**
     * What splits off as a token of its own: anything but letters, digits, white space and
     * {@code . ' ` , -}, and in some languages one more mark that stays inside a word before a
     * lower-case letter ({@code EU:n}, {@code col·lecció}).
     */
    private record Specials(Pattern split, Pattern markNotBeforeLower) {
        static Specials keeping(String kept, String mark) {
            return new Specials(Pattern.compile("([^" + ALNUM + "\\s.'`,\\-" + kept + "])", U),
                    mark.isEmpty() ? null : Pattern.compile("(" + Pattern.quote(mark) + ")(?=$|[^\\p{Ll}" + Unicode14.LOWERCASE_LETTERS + "])", U));
        }
    }

    private record Rule(Pattern pattern, String replacement) {
    }

    private static final Specials GENERIC = Specials.keeping("", "");
    private static final Specials COLON = Specials.keeping(":", ":");
    private static final Specials APOSTROPHE = Specials.keeping("", "'");
    /**
     * The script's Catalan rule as Perl runs it: the script is not read as UTF-8, so its middle
     * dot is the two Latin-1 characters of its bytes, U+00C2 U+00B7. Neither is split off, and only
     * "Â·" (U+00C2 U+00B7) before anything but a lower-case letter is: a middle dot stays, wherever it is.
     */
    private static final Specials MIDDLE_DOT = Specials.keeping("\u00c2\u00b7", "\u00c2\u00b7");

    private final String language;
    private final boolean aggressive;
    private final boolean escape;
    private final NonBreakingPrefixes prefixes;
    private final Specials specials;
    private final Rule[] apostrophes;

    /**
     * @param language   {@code -l} as given, as tokenizer.perl compares it: its non-breaking prefixes (English's
     *                   when it has none, an upper-case code included) and rules
     * @param aggressive {@code -a}: split hyphens between letters and digits as {@code @-@}
     * @param escape     XML-escape {@code & | < > ' " [ ]} (the default; {@code -no-escape} is false)
     */
    public MosesTokenizer(String language, boolean aggressive, boolean escape) {
        this.language = language;
        this.aggressive = aggressive;
        this.escape = escape;
        this.prefixes = NonBreakingPrefixes.of(this.language);
        this.specials = switch (this.language) {
            case "fi", "sv" -> COLON;
            case "tdt" -> APOSTROPHE;
            case "ca" -> MIDDLE_DOT;
            default -> GENERIC;
        };
        this.apostrophes = switch (this.language) {
            case "en" -> RIGHT;
            case "fr", "it", "ga", "ca" -> LEFT;
            case "so", "tdt" -> GLOTTAL;
            default -> SPLIT;
        };
    }

    /** Whether {@code tokenizer.perl} has rules of the language's own (beyond its prefix list). */
    public static boolean hasOwnRules(String language) {
        return Set.of("en", "fr", "it", "ga", "ca", "so", "tdt", "fi", "sv").contains(language);
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
        text = specials.split().matcher(text).replaceAll(" $1 ");
        if (specials.markNotBeforeLower() != null) {
            text = specials.markNotBeforeLower().matcher(text).replaceAll(" $1 ");
        }
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
        for (Rule r : apostrophes) {
            text = r.pattern().matcher(text).replaceAll(r.replacement());
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

    /**
     * A word ending in a period is split from it unless it is an abbreviation (holds a period and a
     * letter, or is a non-breaking prefix, or a numeric-only one before a number) or the next word
     * starts lower-case. The line's last word always splits.
     */
    private String splitPeriods(String text) {
        // Perl's split(/\s/) on a string without leading whitespace, trailing empty fields dropped
        String[] words = text.split(" ", -1);
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
                NonBreakingPrefixes.Kind kind = prefixes.kind(pre);
                if (i == n - 1) {
                    word = pre + " .";
                } else if ((pre.indexOf('.') >= 0 && ALPHA_CHAR.matcher(pre).find()) || kind == NonBreakingPrefixes.Kind.ALWAYS
                        || LOWER_START.matcher(words[i + 1]).find()) {
                    // an abbreviation or mid-sentence: the period stays
                } else if (kind == NonBreakingPrefixes.Kind.NUMERIC_ONLY && DIGIT_START.matcher(words[i + 1]).find()) {
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
}
