//
//  TaxonSelectButtonCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 5/25/17.
//  Copyright © 2017 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface TaxonSelectButtonCell : UITableViewCell
@property IBOutlet UIButton *button;
@end
