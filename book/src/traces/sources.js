var StepperSources = {
  "bitmask": {
    "file": "src/variants/bitmask.rs",
    "lines": [
      [
        169,
        "    /// post: `public static boolean solve(int rc)`."
      ],
      [
        170,
        "    fn solve(&mut self, mut rc: usize) -> bool {"
      ],
      [
        172,
        "        // 넣을 위치 찾기: skip filled cells."
      ],
      [
        173,
        "        while rc < 81 && self.map[rc / 9][rc % 9] != 0 {"
      ],
      [
        174,
        "            rc += 1;"
      ],
      [
        175,
        "        }"
      ],
      [
        176,
        "        if rc >= 81 {"
      ],
      [
        177,
        "            return true;"
      ],
      [
        178,
        "        }"
      ],
      [
        179,
        "        let r = rc / 9;"
      ],
      [
        180,
        "        let c = rc % 9;"
      ],
      [
        181,
        "        for i in 1..10u8 {"
      ],
      [
        184,
        "            // 넣을 수 없는 상황이면 다음걸로"
      ],
      [
        185,
        "            if (self.rowbit[r] & 1 << i) > 0"
      ],
      [
        186,
        "                || (self.colbit[c] & 1 << i) > 0"
      ],
      [
        187,
        "                || (self.mapbit[getidx(r, c)] & 1 << i) > 0"
      ],
      [
        188,
        "            {"
      ],
      [
        189,
        "                continue;"
      ],
      [
        190,
        "            }"
      ],
      [
        194,
        "            // 넣기"
      ],
      [
        195,
        "            self.map[r][c] = i;"
      ],
      [
        196,
        "            self.rowbit[r] |= 1 << i;"
      ],
      [
        197,
        "            self.colbit[c] |= 1 << i;"
      ],
      [
        198,
        "            self.mapbit[getidx(r, c)] |= 1 << i;"
      ],
      [
        200,
        "            if self.solve(rc + 1) {"
      ],
      [
        201,
        "                return true;"
      ],
      [
        202,
        "            }"
      ],
      [
        203,
        "            // 통과 못했으면, 원위치"
      ],
      [
        204,
        "            self.map[r][c] = 0;"
      ],
      [
        205,
        "            self.rowbit[r] ^= 1 << i;"
      ],
      [
        206,
        "            self.colbit[c] ^= 1 << i;"
      ],
      [
        207,
        "            self.mapbit[getidx(r, c)] ^= 1 << i;"
      ],
      [
        210,
        "        }"
      ],
      [
        211,
        "        false // 아무것도 못넣으면 불가능"
      ],
      [
        212,
        "    }"
      ]
    ],
    "place": [
      194,
      198
    ],
    "test": [
      185,
      188
    ],
    "undo": [
      203,
      207
    ]
  },
  "check-arrays": {
    "file": "src/variants/check_arrays.rs",
    "lines": [
      [
        171,
        "    /// post: `def go(z)`. `Break` stands for `exit(0)` (or the budget"
      ],
      [
        172,
        "    /// running out)."
      ],
      [
        173,
        "    fn go(&mut self, z: usize) -> ControlFlow<()> {"
      ],
      [
        175,
        "        if z == 81 {"
      ],
      [
        176,
        "            return ControlFlow::Break(()); // post: print the board, exit(0)"
      ],
      [
        177,
        "        }"
      ],
      [
        178,
        "        let x = z / 9;"
      ],
      [
        179,
        "        let y = z % 9;"
      ],
      [
        180,
        "        if self.a[x][y] != 0 {"
      ],
      [
        181,
        "            return self.go(z + 1); // 0이 아니면 다음 칸으로"
      ],
      [
        182,
        "        }"
      ],
      [
        183,
        "        for i in 1..10 {"
      ],
      [
        184,
        "            // 1 ~ 9의 값을 넣어봄"
      ],
      [
        187,
        "            if !self.c[x][i] && !self.c2[y][i] && !self.c3[square(x, y)][i] {"
      ],
      [
        191,
        "                self.c[x][i] = true;"
      ],
      [
        192,
        "                self.c2[y][i] = true;"
      ],
      [
        193,
        "                self.c3[square(x, y)][i] = true;"
      ],
      [
        194,
        "                self.a[x][y] = i as u8; // 값을 넣고"
      ],
      [
        196,
        "                self.go(z + 1)?; // post: if (go(z+1)): return True"
      ],
      [
        197,
        "                self.a[x][y] = 0; // 빈칸으로 바꾸고"
      ],
      [
        198,
        "                self.c[x][i] = false;"
      ],
      [
        199,
        "                self.c2[y][i] = false;"
      ],
      [
        200,
        "                self.c3[square(x, y)][i] = false;"
      ],
      [
        203,
        "            }"
      ],
      [
        204,
        "        }"
      ],
      [
        205,
        "        ControlFlow::Continue(()) // post: return False"
      ],
      [
        206,
        "    }"
      ]
    ],
    "place": [
      191,
      194
    ],
    "test": [
      187,
      187
    ],
    "undo": [
      197,
      200
    ]
  },
  "empty-list": {
    "file": "src/variants/empty_list.rs",
    "lines": [
      [
        157,
        "    /// post: `static boolean sudoku(int count)`."
      ],
      [
        158,
        "    fn sudoku(&mut self, count: usize) -> bool {"
      ],
      [
        160,
        "        if count == self.empty_spots.len() {"
      ],
      [
        161,
        "            return true; // 종료조건: every blank is filled"
      ],
      [
        162,
        "        }"
      ],
      [
        163,
        "        let [n, m] = self.empty_spots[count]; // 다음 빈칸의 위치"
      ],
      [
        164,
        "        for i in 1..10 {"
      ],
      [
        168,
        "            if is_promising(&self.matrix, n, m, i) {"
      ],
      [
        172,
        "                self.matrix[n][m] = i;"
      ],
      [
        174,
        "                if self.sudoku(count + 1) {"
      ],
      [
        175,
        "                    return true;"
      ],
      [
        176,
        "                } else {"
      ],
      [
        177,
        "                    self.matrix[n][m] = 0; // 해당 칸 초기화"
      ],
      [
        180,
        "                }"
      ],
      [
        181,
        "            }"
      ],
      [
        182,
        "        }"
      ],
      [
        183,
        "        false"
      ],
      [
        184,
        "    }"
      ]
    ],
    "place": [
      172,
      172
    ],
    "test": [
      168,
      168
    ],
    "undo": [
      177,
      177
    ]
  },
  "full-scan": {
    "file": "src/variants/full_scan.rs",
    "lines": [
      [
        145,
        "    /// post: `dfs(int row, int col)`. `Break` stands for `System.exit(0)`"
      ],
      [
        146,
        "    /// (or the budget running out)."
      ],
      [
        147,
        "    fn dfs(&mut self, row: usize, col: usize) -> ControlFlow<()> {"
      ],
      [
        149,
        "        // 한 줄이 다 체크되면 다음 줄로 이동: end of a row, go to the next."
      ],
      [
        150,
        "        if col == 9 {"
      ],
      [
        151,
        "            return self.dfs(row + 1, 0);"
      ],
      [
        152,
        "        }"
      ],
      [
        153,
        "        // 모든 줄이 다 체크됐으면 출력: every row done, the board is solved."
      ],
      [
        154,
        "        if row == 9 {"
      ],
      [
        155,
        "            return ControlFlow::Break(()); // post: println(sb); System.exit(0);"
      ],
      [
        156,
        "        }"
      ],
      [
        157,
        "        // 빈 칸이면 1부터 9까지: a blank, try 1..9."
      ],
      [
        158,
        "        if self.arr[row][col] == 0 {"
      ],
      [
        159,
        "            for i in 1..10 {"
      ],
      [
        163,
        "                if self.possibility(row, col, i) {"
      ],
      [
        167,
        "                    self.arr[row][col] = i;"
      ],
      [
        169,
        "                    self.dfs(row, col + 1)?;"
      ],
      [
        170,
        "                    // The post leaves `i` in the cell here; the next digit"
      ],
      [
        171,
        "                    // overwrites it, or the line after the loop clears it."
      ],
      [
        174,
        "                }"
      ],
      [
        175,
        "            }"
      ],
      [
        176,
        "            self.arr[row][col] = 0;"
      ],
      [
        177,
        "            return ControlFlow::Continue(());"
      ],
      [
        178,
        "        }"
      ],
      [
        179,
        "        // 0이 아니면 다음 칸: a given, go to the next cell."
      ],
      [
        180,
        "        self.dfs(row, col + 1)"
      ],
      [
        181,
        "    }"
      ]
    ],
    "place": [
      167,
      167
    ],
    "test": [
      163,
      163
    ],
    "undo": [
      170,
      171
    ]
  },
  "hole-array": {
    "file": "src/variants/hole_array.rs",
    "lines": [
      [
        199,
        "    /// post: `void fillBoard(int idx)`."
      ],
      [
        200,
        "    fn fill_board(&mut self, idx: usize) {"
      ],
      [
        202,
        "        // 기저 사례: 빈칸이 모두 채워진 경우"
      ],
      [
        203,
        "        if idx == self.h_idx {"
      ],
      [
        204,
        "            self.finish_flag = true;"
      ],
      [
        205,
        "            return;"
      ],
      [
        206,
        "        }"
      ],
      [
        207,
        "        let nowy = self.hole[idx].0 as usize;"
      ],
      [
        208,
        "        let nowx = self.hole[idx].1 as usize;"
      ],
      [
        209,
        "        for i in 1..10 {"
      ],
      [
        210,
        "            // 행, 열, 박스 모두 없는 숫자인 경우 빈칸에 추가한다."
      ],
      [
        211,
        "            // post: `!checkRow[nowy][i] && !checkCol[nowx][i] && !checkSeq[…][i]`;"
      ],
      [
        212,
        "            // `&` for `&&`: see the module doc."
      ],
      [
        215,
        "            if !self.check_row[nowy][i] & !self.check_col[nowx][i] & !self.check_seq[cell(nowy, nowx)][i] {"
      ],
      [
        220,
        "                self.check_row[nowy][i] = true;"
      ],
      [
        221,
        "                self.check_col[nowx][i] = true;"
      ],
      [
        222,
        "                self.check_seq[cell(nowy, nowx)][i] = true;"
      ],
      [
        223,
        "                self.board[nowy][nowx] = i as u8;"
      ],
      [
        225,
        "                self.fill_board(idx + 1);"
      ],
      [
        226,
        "                // 모두 찾았다면 함수를 나간다."
      ],
      [
        227,
        "                if self.finish_flag {"
      ],
      [
        228,
        "                    return;"
      ],
      [
        229,
        "                }"
      ],
      [
        230,
        "                // 아닌 경우 다시 빈칸으로 만든다."
      ],
      [
        231,
        "                self.board[nowy][nowx] = 0;"
      ],
      [
        232,
        "                self.check_row[nowy][i] = false;"
      ],
      [
        233,
        "                self.check_col[nowx][i] = false;"
      ],
      [
        234,
        "                self.check_seq[cell(nowy, nowx)][i] = false;"
      ],
      [
        237,
        "            }"
      ],
      [
        238,
        "        }"
      ],
      [
        239,
        "    }"
      ]
    ],
    "place": [
      220,
      223
    ],
    "test": [
      215,
      215
    ],
    "undo": [
      230,
      234
    ]
  }
};
