// BOJ 2580 with a mistake, written for the book's chapter "Common mistakes":
// a table of nine entries indexed by the digits 1 to 9.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int[][] board = new int[9][9];
    // ANCHOR: tables
    static boolean[][] row = new boolean[9][9]; // the mistake: row[r][9] does not exist
    static boolean[][] col = new boolean[9][10];
    static boolean[][] box = new boolean[9][10];
    // ANCHOR_END: tables

    static boolean solve(int k) {
        if (k == 81) return true;
        int r = k / 9, c = k % 9, b = r / 3 * 3 + c / 3;
        if (board[r][c] != 0) return solve(k + 1);
        for (int d = 1; d <= 9; d++) {
            if (row[r][d] || col[c][d] || box[b][d]) continue;
            board[r][c] = d;
            row[r][d] = col[c][d] = box[b][d] = true;
            if (solve(k + 1)) return true;
            row[r][d] = col[c][d] = box[b][d] = false;
            board[r][c] = 0;
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (int r = 0; r < 9; r++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            for (int c = 0; c < 9; c++) {
                int d = Integer.parseInt(st.nextToken());
                board[r][c] = d;
                if (d != 0) row[r][d] = col[c][d] = box[r / 3 * 3 + c / 3][d] = true;
            }
        }
        solve(0);
        StringBuilder out = new StringBuilder();
        for (int[] line : board) {
            for (int c = 0; c < 9; c++) out.append(line[c]).append(c < 8 ? ' ' : '\n');
        }
        System.out.print(out);
    }
}
