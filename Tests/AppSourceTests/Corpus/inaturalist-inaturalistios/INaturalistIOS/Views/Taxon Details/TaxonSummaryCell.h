//
//  TaxonSummary.h
//  iNaturalist
//
//  Created by Alex Shepard on 3/9/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface TaxonSummaryCell : UITableViewCell
@property IBOutlet UILabel *firstNameLabel;
@property IBOutlet UILabel *secondNameLabel;
@property IBOutlet UITextView *summaryTextView;
@end
