/*
 Copyright (c) 2015-present, salesforce.com, inc. All rights reserved.
 
 Redistribution and use of this software in source and binary forms, with or without modification,
 are permitted provided that the following conditions are met:
 * Redistributions of source code must retain the above copyright notice, this list of conditions
 and the following disclaimer.
 * Redistributions in binary form must reproduce the above copyright notice, this list of
 conditions and the following disclaimer in the documentation and/or other materials provided
 with the distribution.
 * Neither the name of salesforce.com, inc. nor the names of its contributors may be used to
 endorse or promote products derived from this software without specific prior written
 permission of salesforce.com, inc.
 
 THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
 IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND
 FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR
 CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
 DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY,
 WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY
 WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

//  Logic unit tests contain unit test code that is designed to be linked into an independent test executable.
//  See Also: http://developer.apple.com/iphone/library/documentation/Xcode/Conceptual/iphone_development/135-Unit_Testing_Applications/unit_testing_applications.html

#import "SFSmartStoreTestCase.h"

#define kTestStore            @"testSmartStoreFullTextSearchStore"
#define kEmployeesSoup        @"employees"
#define kFirstName            @"firstName"
#define kLastName             @"lastName"
#define kEmployeeId           @"employeeId"

@interface SFSmartStoreFullTextSearchTests : SFSmartStoreTestCase
- (void) testRegisterDropSoupFts4;
- (void) testRegisterDropSoupFts5;
- (void) testInsertWithFts4;
- (void) testInsertWithFts5;
- (void) testUpdateWithFts4;
- (void) testUpdateWithFts5;
- (void) testDeleteWithFts4;
- (void) testDeleteWithFts5;
- (void) testClearWithFts4;
- (void) testClearWithFts5;
- (void) testSearchSingleFielNoResultsWithFts4;
- (void) testSearchSingleFielNoResultsWithFts5;
- (void) testSearchSingleFieldSingleResultWithFts4;
- (void) testSearchSingleFieldSingleResultWithFts5;
- (void) testSearchSingleFieldMultipleResultsWithFts4;
- (void) testSearchSingleFieldMultipleResultsWithFts5;
- (void) testSearchAllFieldsNoResultsWithFts4;
- (void) testSearchAllFieldsNoResultsWithFts5;
- (void) testSearchAllFieldsSingleResultWithFts4;
- (void) testSearchAllFieldsSingleResultWithFts5;
- (void) testSearchAllFieldMultipleResultsWithFts4;
- (void) testSearchAllFieldMultipleResultsWithFts5;
- (void) testSearchWithFieldColonQueriesWithFts4;
- (void) testSearchWithFieldColonQueriesWithFts5;
@end
